import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApp } from './console-app';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ROOMS = { rooms: [{ number: '101', tvIndexes: ['1'], registrations: [{ tvIndex: '1', mac: '02:00:00:00:00:01', ip: '127.0.0.1', registeredAt: '2026-11-24T09:00:00.000Z' }], guest: { id: 1, guestName: 'Smith', guestFirstName: 'John', guestTitle: 'Mr' } }] };
const TV = { simulator: true, screenOnline: false, tvs: [{ tvId: '1', channelId: '2', vol: 20, mute: false, power: true, radio: null, sleepMinutes: 0, sleepEndsAt: null, source: 'simulator', updatedAt: 0 }] };
const STATUS = { rooms: [{ room: '101', tvIndex: '1', mac: '02:00:00:00:00:01', report: {}, receivedAt: '2026-11-24T09:59:18.000Z', agoSeconds: 42 }] };

describe('ConsoleApp', () => {
  let fetcher: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetcher = vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      if (auth !== 'Bearer right') return json(401, { error: 'Unauthorized' });
      if (url === '/operator/demo/rooms') return json(200, ROOMS);
      if (url === '/operator/demo/status') return json(200, STATUS);
      if (url === '/operator/demo/rooms/101/tv') return json(200, TV);
      return json(404, { error: 'No route' });
    });
    vi.stubGlobal('fetch', fetcher);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const enter = (token: string) => {
    fireEvent.change(screen.getByLabelText('Operator token'), { target: { value: token } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the console' }));
  };

  it('asks for the token, asks again after a 401, then shows the rooms with the guest and the report age', async () => {
    render(<ConsoleApp />);
    enter('wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('The token was not accepted for demo. Enter it again.');
    expect(sessionStorage.getItem('stay.operator.token')).toBeNull();
    enter('right');
    expect(await screen.findByText('Mr John Smith')).toBeTruthy();
    expect(screen.getByText('reported 42 s ago')).toBeTruthy();
    expect(await screen.findByText('TV 1: channel 2 · volume 20 · simulated')).toBeTruthy();
    expect(screen.getByText('The simulator answers for the room')).toBeTruthy();
    expect(sessionStorage.getItem('stay.operator.token')).toBe('right');
  });

  it('reloads every 4 s while visible, and not while hidden', async () => {
    sessionStorage.setItem('stay.operator.token', 'right');
    render(<ConsoleApp />);
    await screen.findByText('Mr John Smith');
    const roomsCalls = () => fetcher.mock.calls.filter(([url]) => url === '/operator/demo/rooms').length;
    const first = roomsCalls();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(roomsCalls()).toBe(first + 1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(12000));
    expect(roomsCalls()).toBe(first + 1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(roomsCalls()).toBe(first + 2);
  });

  it('resets the demo only after the operator confirms, says what it did and loads the rooms again', async () => {
    let reset = false;
    const empty = { rooms: [{ ...ROOMS.rooms[0], guest: null }] };
    fetcher.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/operator/demo/reset') {
        reset = true;
        return json(200, { checkedOut: [{ room: '104', guestId: 7 }], checkedIn: [{ room: '101', guestId: 8 }, { room: '102', guestId: 9 }] });
      }
      if (url === '/operator/demo/rooms') return json(200, reset ? ROOMS : empty);
      if (url === '/operator/demo/status') return json(200, STATUS);
      return json(404, { error: `No route ${init.method} ${url}` });
    });
    sessionStorage.setItem('stay.operator.token', 'right');
    render(<ConsoleApp />);
    expect(await screen.findByText('Empty')).toBeTruthy();
    const resetCalls = () => fetcher.mock.calls.filter(([url]) => url === '/operator/demo/reset');

    fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the demo?' });
    expect(dialog.textContent).toContain('This restores the demo’s guests as they were at installation');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the data' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(resetCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset now' }));
    expect(await screen.findByText('The demo is reset: 1 stay ended; the demo’s guests are back in rooms 101, 102.')).toBeTruthy();
    expect(resetCalls()).toHaveLength(1);
    expect(resetCalls()[0]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(await screen.findByText('Mr John Smith')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the data when the reset is refused, and says why', async () => {
    fetcher.mockImplementation(async (url: string) => {
      if (url === '/operator/demo/reset') return json(400, { error: 'Bad input' });
      if (url === '/operator/demo/rooms') return json(200, ROOMS);
      if (url === '/operator/demo/rooms/101/tv') return json(200, TV);
      return json(200, STATUS);
    });
    sessionStorage.setItem('stay.operator.token', 'right');
    render(<ConsoleApp />);
    await screen.findByText('Mr John Smith');
    fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bad input'));
    expect(screen.getByText('Mr John Smith')).toBeTruthy();
  });
});
