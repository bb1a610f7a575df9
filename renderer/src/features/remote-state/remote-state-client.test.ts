import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT, WS_RECONNECT_MAX_MS, WS_RECONNECT_MIN_MS } from '@common/spec';
import { reconnectDelay } from './reconnect-delay';
import { createRemoteStateClient, remoteStateUrl } from './remote-state-client';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

const endpoint = { url: 'ws://127.0.0.1:8765/ws' };
const target = { hotelUid: 'demo-137', roomNumber: '101', tvid: '0' };
const start = (onState = vi.fn()) =>
  createRemoteStateClient({ endpoint, target, onState, createSocket: (url) => new FakeSocket(url) as unknown as WebSocket });

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelay(0)).toBe(WS_RECONNECT_MIN_MS);
    expect(reconnectDelay(99)).toBe(WS_RECONNECT_MAX_MS);
  });
});

describe('remote-state client', () => {
  it('connects to /ws with hotelUid, roomNumber and tvid, and asks for the state on open', () => {
    start();
    expect(FakeSocket.all[0]?.url).toBe('ws://127.0.0.1:8765/ws?hotelUid=demo-137&roomNumber=101&tvid=0');
    FakeSocket.all[0]!.open();
    expect(FakeSocket.all[0]!.sent).toEqual([{ type: 'get', payload: {} }]);
    expect(remoteStateUrl({ url: endpoint.url, secret: 's' }, target)).toContain('&secret=s');
  });

  it('reconnects after 1, 2, 4 … 30 s while the socket keeps failing, and from 1 s again after an open', () => {
    start();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const count = FakeSocket.all.length;
      FakeSocket.all.at(-1)!.fail();
      let waited = 0;
      while (FakeSocket.all.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    FakeSocket.all.at(-1)!.open();
    FakeSocket.all.at(-1)!.fail();
    vi.advanceTimersByTime(999);
    const count = FakeSocket.all.length;
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all.length).toBe(count + 1);
  });

  it('hands state messages over, ignores junk, and stops reconnecting once closed', () => {
    const onState = vi.fn();
    const client = start(onState)!;
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'state', payload: { language: 'ru' } });
    socket.receive('{not json');
    socket.receive({ type: 'state', payload: 'x' });
    expect(onState.mock.calls).toEqual([[{ language: 'ru' }]]);
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('sends update and delete when open, and keeps an update made while closed for the next open', () => {
    const client = start()!;
    client.update({ language: 'de' });
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'get', payload: {} }, { type: 'update', payload: { language: 'de' } }]);
    client.remove(['volume']);
    expect(socket.sent.at(-1)).toEqual({ type: 'delete', payload: ['volume'] });
  });

  it('does not connect without a room number and logs the spec text', () => {
    const log = vi.fn();
    const client = createRemoteStateClient({ endpoint, target: { ...target, roomNumber: '' }, onState: vi.fn(), log });
    expect(client).toBeNull();
    expect(log).toHaveBeenCalledWith('error', TEXT.remoteStateNoRoom);
    expect(FakeSocket.all).toHaveLength(0);
  });
});
