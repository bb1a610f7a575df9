import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreateRequest } from '@common/api';
import { LOADER_MIN_DELAY_MS } from '@common/spec';
import { configureBases, setRequestHooks } from '@renderer/lib/api';
import { createOrder, listOrders } from '@renderer/lib/api/commerce-calls';
import { showsLoader, trackRequest, useLoaderStore } from './loader-store';

beforeEach(() => {
  vi.useFakeTimers();
  useLoaderStore.setState({ active: 0, visible: false });
});
afterEach(() => vi.useRealTimers());

describe('fetch loader', () => {
  it('is not shown for polling, marketing and analytics calls', () => {
    expect(showsLoader('/queue/subv2/room-101')).toBe(false);
    expect(showsLoader('/api/marketing?cmd=get')).toBe(false);
    expect(showsLoader('/stat/pages/')).toBe(false);
    expect(showsLoader('/api/weblogin')).toBe(true);
    expect(showsLoader('/content/demo-137/c/struct/struct_en.json')).toBe(true);
  });

  it('is not shown while the app reads the order list, and is while it places an order (part 1 §7)', async () => {
    configureBases({ apiUrl: '/api', contentUrl: '/content', queueUrl: '/queue', rcuUrl: '/rcu', statUrl: '/stat' });
    setRequestHooks({ onStart: (url) => trackRequest(url) });
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const listing = listOrders('guest-token');
    await vi.advanceTimersByTimeAsync(0);
    expect(useLoaderStore.getState().visible).toBe(false);
    answer(new Response('{"result":0,"data":[]}'));
    await listing;
    const placing = createOrder({ token: 'guest-token' } as OrderCreateRequest);
    await vi.advanceTimersByTimeAsync(0);
    expect(useLoaderStore.getState().visible).toBe(true);
    answer(new Response('{"result":0,"orderId":"1"}'));
    await placing;
    setRequestHooks({});
    vi.unstubAllGlobals();
  });

  it('stays at least 200 ms once shown, however fast the call', () => {
    const done = trackRequest('/api/weblogin');
    expect(useLoaderStore.getState().visible).toBe(true);
    vi.advanceTimersByTime(20);
    done();
    vi.advanceTimersByTime(LOADER_MIN_DELAY_MS - 21);
    expect(useLoaderStore.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useLoaderStore.getState().visible).toBe(false);
  });

  it('hides right after a call longer than 200 ms, and waits for every call', () => {
    const first = trackRequest('/api/a');
    const second = trackRequest('/api/b');
    vi.advanceTimersByTime(500);
    first();
    first();
    vi.advanceTimersByTime(1000);
    expect(useLoaderStore.getState().visible).toBe(true);
    second();
    vi.advanceTimersByTime(0);
    expect(useLoaderStore.getState().visible).toBe(false);
  });

  it('never shows for a quiet call', () => {
    trackRequest('/queue/subv2/x')();
    expect(useLoaderStore.getState().visible).toBe(false);
  });
});
