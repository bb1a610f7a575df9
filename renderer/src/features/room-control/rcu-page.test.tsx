import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page, Structure } from '@common/api';
import { resetSession } from '@renderer/lib/reset-session';
import { scheduler } from '@renderer/lib/scheduler';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useDeviceStore } from '@renderer/features/room';
import { RcuPage } from './rcu-page';
import { RcuStrip } from './rcu-strip';

const item = (id: number, itemType: string, title: string, params?: Record<string, string>): Page =>
  ({ id, parentId: 70, type: 'rcuItem', itemType, title, ...(params ? { params } : {}) }) as Page;

const rcuPage: Page = { id: 70, parentId: 0, type: 'rcu', title: 'Room control', children: [71, 72, 73, 74, 75] };
const structure: Structure = {
  pages: {
    id_70: rcuPage,
    id_71: item(71, 'fcuMini', 'Climate tile', { device: 'climate' }),
    id_72: item(72, 'dimmer', 'Ceiling light', { device: 'ceiling' }),
    id_73: item(73, 'fcu', 'Air conditioning', { device: 'climate' }),
    id_74: item(74, 'tvRemote', 'TV remote'),
    id_75: item(75, 'sauna', 'Not a type we know'),
  },
  menu: [],
  rcu: { pageId: 70, visibility: 'everywhere' },
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
};

type Reply = { status?: number; body: string };
let replies: Record<string, (query: URLSearchParams) => Reply>;
const calls: { path: string; query: URLSearchParams }[] = [];

function stubRcu() {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      const parsed = new URL(String(url), 'http://demo.localhost');
      calls.push({ path: parsed.pathname, query: parsed.searchParams });
      const reply = replies[parsed.pathname]?.(parsed.searchParams) ?? { status: 404, body: '{}' };
      return new Response(reply.body, { status: reply.status ?? 200 });
    }),
  );
}

const READINGS: Record<string, object> = {
  climate: { state: 1, mode: 0, temperature: 22, fan: 0, control: 1, roomTemperature: 24.5 },
  ceiling: { state: 40 },
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <RcuPage page={rcuPage} />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetSession();
  scheduler.setMode('phone');
  useDeviceStore.getState().setMode('phone');
  useContentStore.getState().setContent('demo', structure, null);
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
  useGuestStore.getState().setGuest({ room: '101' });
  replies = {
    '/rcu/state.php': (q) => ({ body: JSON.stringify(READINGS[JSON.parse(q.get('params') ?? '{}').device as string] ?? {}) }),
    '/rcu/push.php': () => ({ body: 'OK' }),
  };
  stubRcu();
});
afterEach(() => vi.unstubAllGlobals());

const reads = () => calls.filter((c) => c.path === '/rcu/state.php');

describe('the rcu page', () => {
  it('asks a guest who is not logged in to log in, and makes no call', () => {
    useAuthStore.getState().setAuth({ token: null });
    renderPage();
    expect(screen.getByTestId('login-required')).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('makes no call without a known room', () => {
    useGuestStore.getState().setGuest({ room: undefined });
    renderPage();
    expect(screen.getByText('Room control is for guests staying in a room.')).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('reads each device once, with the type without Mini, the room, the params as JSON and the token', async () => {
    renderPage();
    await screen.findByText('\u206622 °C\u2069', { selector: '.rcu-cards output' });
    expect(reads().map((c) => Object.fromEntries(c.query))).toEqual([
      { type: 'fcu', room: '101', params: '{"device":"climate"}', token: 'guest-token' },
      { type: 'dimmer', room: '101', params: '{"device":"ceiling"}', token: 'guest-token' },
    ]);
    expect(screen.getAllByTestId('rcu-tile')).toHaveLength(1);
    expect(screen.getAllByTestId('rcu-item').map((li) => li.dataset.itemType)).toEqual(['dimmer', 'fcu', 'tvRemote']);
    expect(screen.getByRole('link', { name: /TV remote/ }).getAttribute('href')).toBe('/stayremote');
    expect((screen.getByRole('slider', { name: 'Brightness' }) as HTMLInputElement).value).toBe('40');
  });

  it('pushes a change with its state and re-reads every device after OK', async () => {
    renderPage();
    const climate = screen.getAllByTestId('rcu-item')[1]!;
    const warmer = within(climate).getByRole('button', { name: 'Warmer, Temperature' });
    await waitFor(() => expect((warmer as HTMLButtonElement).disabled).toBe(false));
    calls.length = 0;
    fireEvent.click(warmer);
    await waitFor(() => expect(reads()).toHaveLength(2));
    const push = calls.find((c) => c.path === '/rcu/push.php')!;
    expect(Object.fromEntries(push.query)).toEqual({ type: 'fcu', room: '101', state: '{"temperature":23}', params: '{"device":"climate"}', token: 'guest-token' });
    expect(within(climate).getByText('\u206623 °C\u2069')).toBeDefined();
  });

  it("shows 'Room Control system in unreachable' while reads fail, and the window lock's text", async () => {
    replies['/rcu/state.php'] = () => ({ status: 504, body: '{"error":"Room controller unreachable"}' });
    const { unmount } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Room Control system in unreachable');
    unmount();
    const windowOpen: Record<string, object> = { ...READINGS, climate: { ...READINGS.climate, control: 0 } };
    replies['/rcu/state.php'] = (q) => ({ body: JSON.stringify(windowOpen[JSON.parse(q.get('params') ?? '{}').device as string] ?? {}) });
    renderPage();
    expect(await screen.findAllByText('Temperature control is disabled when a window is opened')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('polls only while it shows', () => {
    const { unmount } = renderPage();
    expect(scheduler.running()).toContain('rcu-state');
    unmount();
    expect(scheduler.running()).not.toContain('rcu-state');
  });
});

describe("the 'everywhere' strip", () => {
  it('shows the Mini tiles alone and keeps them current while it shows', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <RcuStrip />
      </MemoryRouter>,
    );
    const strip = await screen.findByTestId('rcu-strip');
    expect(within(strip).getAllByRole('listitem').map((li) => li.dataset.itemType)).toEqual(['fcuMini']);
    await act(async () => undefined);
    expect(reads().map((c) => c.query.get('type'))).toEqual(['fcu']);
    expect(scheduler.running()).toContain('rcu-state');
    unmount();
    expect(scheduler.running()).not.toContain('rcu-state');
  });
});
