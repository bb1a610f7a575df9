import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelConfig } from '@common/api';
import { PlatformProvider, webPlatform, type DeviceMode } from '@renderer/platform';
import { useHotelStore } from '@renderer/features/hotel';
import { LoginForm } from './login-form';

beforeEach(() => {
  useHotelStore.getState().setHotel('demo', { guestTypes: ['resident', 'email-pin'], paymentMethods: [] } as unknown as HotelConfig, { id: 137, uid: 'demo-137', name: 'demo' });
});

const renderOn = (mode: DeviceMode) =>
  render(
    <PlatformProvider value={{ ...webPlatform, getDeviceMode: vi.fn(async () => mode) }}>
      <LoginForm />
    </PlatformProvider>,
  );

describe('the login form', () => {
  it('on a shared room screen, lets the browser remember nothing the guest types', async () => {
    renderOn('tablet');
    const lastName = screen.getByLabelText('Last name');
    await waitFor(() => expect(lastName.getAttribute('autocomplete')).toBe('off'));
    expect(screen.getByLabelText('Room number').getAttribute('autocomplete')).toBe('off');
    expect(lastName.closest('form')?.getAttribute('autocomplete')).toBe('off');
  });

  it('on a guest\'s own phone, lets the browser fill in the last name', async () => {
    renderOn('phone');
    await waitFor(() => expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name'));
  });
});
