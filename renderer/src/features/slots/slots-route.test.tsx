import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slot, Structure } from '@common/api';
import { TEXT } from '@common/spec';
import { resetSession } from '@renderer/lib/reset-session';
import { setHotelTimeZone } from '@renderer/lib/time/hotel-zone';
import { stubBackend } from '@renderer/test/stub-backend';
import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useToastStore } from '@renderer/features/overlays';
import { DialogHost } from '@renderer/features/shell';
import { SlotsRoute } from './slots-route';

const structure: Structure = {
  pages: {
    id_30: { id: 30, parentId: 0, type: 'service', title: 'Spa', serviceId: 5 },
    id_10: { id: 10, parentId: 0, type: 'page', title: 'About' },
  },
  menu: [],
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
};
const slot = (code: string, start: string, free: number, takenByMe = false): Slot => ({ intervalCode: code, start, end: start.replace(':00', ':45'), free, takenByMe });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/slots/:id?" element={<SlotsRoute />} />
      </Routes>
    </MemoryRouter>,
  );
const toasts = () => useToastStore.getState().toasts.map(({ text, type }) => ({ text, type }));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 9, 31, 8, 30), toFake: ['Date'] });
  resetSession();
  useToastStore.getState().clear();
  useContentStore.getState().setContent('demo', structure, null);
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/slots/{id}', () => {
  it('needs a login', () => {
    useAuthStore.getState().setAuth({ token: null });
    renderAt('/slots/30');
    expect(screen.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeDefined();
  });

  it("lists today's free times of the page's service with their free counts, and another day on choice", async () => {
    const api = stubBackend({
      '/api/api/slot/list': (body) => ({ result: 0, data: body.date === '2025-10-31' ? [slot('p', '08:00', 3), slot('a', '10:00', 2), slot('b', '11:00', 0)] : [] }),
    });
    renderAt('/slots/30');
    expect(screen.getByRole('heading', { name: 'Spa' })).toBeDefined();
    const rows = await screen.findAllByTestId('slot');
    // 08:00 has begun: it says so and offers nothing; 11:00 is full.
    expect(rows.map((row) => row.textContent)).toEqual(['08:00–08:45Started', '10:00–10:452 freeBook', '11:00–11:450 freeBook']);
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['past', 'open', 'open']);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows.slice(1).map((row) => within(row).getByRole('button').hasAttribute('disabled'))).toEqual([false, true]);
    expect(api.called('/api/api/slot/list')[0]?.body).toEqual({ token: 'guest-token', serviceId: 5, date: '2025-10-31' });

    const days = within(screen.getByRole('group', { name: 'Date' })).getAllByRole('button');
    expect(days).toHaveLength(5);
    expect(days[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(days[1]!);
    expect(await screen.findByText('No free times on this day')).toBeDefined();
    expect(days[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('books a slot: a success toast and a reloaded list', async () => {
    let taken = false;
    const api = stubBackend({
      '/api/api/slot/list': () => ({ result: 0, data: [slot('a', '10:00', taken ? 1 : 2, taken)] }),
      '/api/api/slot/take': () => {
        taken = true;
        return { result: 0 };
      },
    });
    renderAt('/slots/30');
    fireEvent.click(await screen.findByRole('button', { name: 'Book 10:00–10:45' }));
    expect(await screen.findByRole('button', { name: 'Cancel the booking at 10:00–10:45' })).toBeDefined();
    expect(screen.getByTestId('slot').textContent).toContain('Booked');
    expect(api.called('/api/api/slot/take')[0]?.body).toEqual({ token: 'guest-token', intervalCode: 'a', serviceId: 5 });
    expect(toasts()).toEqual([{ text: 'Your booking is confirmed', type: 'success' }]);
  });

  it('cancels a booking after asking, keeping it by default; the time is free again', async () => {
    let taken = true;
    const api = stubBackend({
      '/api/api/slot/list': () => ({ result: 0, data: [slot('a', '10:00', taken ? 1 : 2, taken)] }),
      '/api/api/slot/cancel': () => {
        taken = false;
        return { result: 0 };
      },
    });
    render(
      <MemoryRouter initialEntries={['/slots/30']}>
        <Routes>
          <Route path="/slots/:id?" element={<SlotsRoute />} />
        </Routes>
        <DialogHost />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the booking at 10:00–10:45' }));
    const ask = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(ask.textContent).toContain('Spa, Fri Oct 31 at 10:00–10:45: the time becomes free for other guests.');
    expect(within(ask).getAllByRole('button').map((b) => b.textContent)).toEqual(['Keep it', 'Cancel']);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Book 10:00–10:45' })).toBeDefined();
    expect(api.called('/api/api/slot/cancel')[0]?.body).toEqual({ token: 'guest-token', serviceId: 5, intervalCode: 'a' });
    expect(toasts()).toContainEqual({ text: 'Your booking is cancelled', type: 'success' });
  });

  it("shows a refused booking's message as an error alert", async () => {
    stubBackend({
      '/api/api/slot/list': () => ({ result: 0, data: [slot('a', '10:00', 1)] }),
      '/api/api/slot/take': () => ({ result: 4, message: 'This time is already taken' }),
    });
    renderAt('/slots/30');
    fireEvent.click(await screen.findByRole('button', { name: 'Book 10:00–10:45' }));
    await waitFor(() => expect(toasts()).toEqual([{ text: 'This time is already taken', type: 'error' }]));
  });

  it("shows a refused list's message as an error alert, with Retry", async () => {
    stubBackend({ '/api/api/slot/list': () => ({ result: 2, message: 'Incorrect token' }) });
    renderAt('/slots/30');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeDefined();
    expect(toasts()).toEqual([{ text: 'Incorrect token', type: 'error' }]);
  });

  it('says a page without a service cannot be booked', () => {
    stubBackend({});
    renderAt('/slots/10');
    expect(screen.getByText('This service cannot be booked')).toBeDefined();
  });

  it('lists the bookable services when no id is given', () => {
    stubBackend({});
    renderAt('/slots');
    expect(screen.getByRole('link', { name: 'Spa' }).getAttribute('href')).toBe('/slots/30');
  });
});

describe("/slots/{id} on a device in another time zone", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setHotelTimeZone(undefined);
  });

  /** The days, the listed day and the slots' states on a device whose clock is in `zone`. */
  async function slotsOn(zone: string) {
    vi.stubEnv('TZ', zone);
    const api = stubBackend({ '/api/api/slot/list': () => ({ result: 0, data: [slot('p', '01:00', 3), slot('a', '02:00', 2)] }) });
    const view = renderAt('/slots/30');
    const rows = await screen.findAllByTestId('slot');
    const seen = {
      days: within(screen.getByRole('group', { name: 'Date' })).getAllByRole('button').map((day) => day.getAttribute('data-day')),
      asked: api.called('/api/api/slot/list').map((call) => call.body.date),
      states: rows.map((row) => `${row.textContent} ${row.getAttribute('data-state')}`),
    };
    view.unmount();
    return seen;
  }

  it("lists the hotel's days and marks what has begun by the hotel's clock, the same in New York and in UTC", async () => {
    // 01:10 on Saturday 11 July in Berlin: still Friday evening in New York (19:10) and in UTC (23:10).
    vi.setSystemTime(new Date('2026-07-10T23:10:00Z'));
    setHotelTimeZone('Europe/Berlin');
    const berlin = {
      days: ['2026-07-11', '2026-07-12', '2026-07-13', '2026-07-14', '2026-07-15'],
      asked: ['2026-07-11'],
      states: ['01:00–01:45Started past', '02:00–02:452 freeBook open'],
    };
    expect(await slotsOn('America/New_York')).toEqual(berlin);
    expect(await slotsOn('UTC')).toEqual(berlin);
  });
});
