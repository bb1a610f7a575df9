import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopStructure, Structure } from '@common/api';
import { QueryOverlays } from '@renderer/app/overlays/query-overlays';
import { useContentStore } from '@renderer/features/content';
import { useDeliveryStore } from '../delivery-store';

const structure = { pages: {}, menu: [], config: {} } as unknown as Structure;
const shops: ShopStructure = {
  shops: { '3': { id: 3, title: 'Pool bar', cutlery: false, timeSelect: true, pageId: 30, workingHours: '12:00-14:00' } },
};

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/cart" element={<Where />} />
      </Routes>
      <QueryOverlays phone allowedOrigins={[]} />
    </MemoryRouter>,
  );

const selected = (wheel: string) => within(screen.getByRole('listbox', { name: wheel })).getByRole('option', { selected: true }).textContent;

describe('the timepicker modal by query', { timeout: 20_000 }, () => {
  // The modal and the wheels are lazy chunks: transformed once here, so that a busy machine does not time the test out.
  beforeAll(async () => {
    await Promise.all([import('./shop-timepicker'), import('@renderer/features/overlays/swipe-modal')]);
  }, 30_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 10, 11, 50));
    useDeliveryStore.getState().reset();
    useContentStore.getState().setContent('demo-137', structure, shops);
  });
  afterEach(() => vi.useRealTimers());

  it("opens on the shop's nearest time with the query's shift, disables earlier slots and stores a valid choice", async () => {
    open('/cart?modalType=timepicker&modalId=3&shift=30');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a time' }, { timeout: 10_000 });
    await within(dialog).findByTestId('time-wheels', {}, { timeout: 10_000 });
    // 11:50 + 30 min is 12:20, within 30 min of the 12:00 opening: the nearest time is the opening plus the shift.
    expect(selected('Hour')).toBe('12');
    expect(selected('Minute')).toBe('30');
    const minutes = within(screen.getByRole('listbox', { name: 'Minute' }));
    expect((minutes.getByRole('option', { name: '15' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(minutes.getByRole('option', { name: '45' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(useDeliveryStore.getState()).toMatchObject({ deliveryTime: '2026-05-10 12:45:00', confirmed: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('takes the spec shift of 15 minutes when the query gives none', async () => {
    vi.setSystemTime(new Date(2026, 4, 10, 12, 40));
    open('/cart?modalType=timepicker&modalId=3');
    await screen.findByTestId('time-wheels', {}, { timeout: 10_000 });
    expect(selected('Hour')).toBe('12');
    expect(selected('Minute')).toBe('55');
  });
});
