import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlatformProvider, webPlatform, type PlatformApi } from '@renderer/platform';
import { DevicePage } from './device-page';

const renderWith = (platform: PlatformApi) =>
  render(
    <PlatformProvider value={platform}>
      <DevicePage />
    </PlatformProvider>,
  );

describe('the device service page', () => {
  it('lets staff leave the kiosk lockdown and lock it again', async () => {
    const setKioskLocked = vi.fn(async (locked: boolean) => locked);
    renderWith({ ...webPlatform, kind: 'kiosk', setKioskLocked });

    fireEvent.click(screen.getByRole('button', { name: 'Leave kiosk mode' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lock kiosk mode' })).toBeTruthy());
    expect(setKioskLocked).toHaveBeenLastCalledWith(false);

    fireEvent.click(screen.getByRole('button', { name: 'Lock kiosk mode' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave kiosk mode' })).toBeTruthy());
    expect(setKioskLocked).toHaveBeenLastCalledWith(true);
  });

  it('offers no kiosk control in a browser', () => {
    renderWith({ ...webPlatform, kind: 'web' });
    expect(screen.queryByRole('button', { name: 'Leave kiosk mode' })).toBeNull();
  });
});
