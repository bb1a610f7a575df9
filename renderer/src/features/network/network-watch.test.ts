import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@common/spec';
import { request } from '@renderer/lib/api';
import { useToastStore } from '@renderer/features/overlays';
import { watchNetwork } from './network-watch';

let online = true;
let stop: () => void = () => {};
const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true}'));

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  useToastStore.getState().clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
const toasts = () => useToastStore.getState().toasts.map(({ text, type, ms }) => ({ text, type, ms }));

describe('network watch', () => {
  it("alerts 'no_internet_connection' for 3000 ms on loss and the restored text on return", () => {
    stop = watchNetwork({ alertDisabled: () => false, refresh: vi.fn() });
    goOffline();
    expect(toasts()).toEqual([{ text: TEXT.noInternet, type: 'error', ms: 3_000 }]);
    goOnline();
    expect(toasts()[1]).toEqual({ text: TEXT.internetRestored, type: 'success', ms: 3_000 });
  });

  it('stays silent on loss when the config disables the alert', () => {
    stop = watchNetwork({ alertDisabled: () => true, refresh: vi.fn() });
    goOffline();
    expect(toasts()).toEqual([]);
  });

  it('holds a call made offline until the connection returns, then refreshes', async () => {
    const refresh = vi.fn();
    stop = watchNetwork({ alertDisabled: () => false, refresh });
    goOffline();
    const call = request<{ ok: boolean }>({ base: 'api', path: '/orders/create', body: { json: { id: 1 } } });
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).not.toHaveBeenCalled();
    goOnline();
    await expect(call).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
