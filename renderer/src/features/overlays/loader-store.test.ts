import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_MIN_DELAY_MS } from '@common/spec';
import { showsLoader, trackRequest, useLoaderStore } from './loader-store';

beforeEach(() => {
  vi.useFakeTimers();
  useLoaderStore.setState({ active: 0, visible: false });
});
afterEach(() => vi.useRealTimers());

describe('fetch loader', () => {
  it('is not shown for polling, marketing, order list and analytics calls', () => {
    expect(showsLoader('/queue/subv2/room-101')).toBe(false);
    expect(showsLoader('/api/marketing/list')).toBe(false);
    expect(showsLoader('/api/getOrders')).toBe(false);
    expect(showsLoader('/stat/send')).toBe(false);
    expect(showsLoader('/api/weblogin')).toBe(true);
    expect(showsLoader('/content/demo-137/c/struct/struct_en.json')).toBe(true);
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
