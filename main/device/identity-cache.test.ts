import { describe, expect, it, vi } from 'vitest';
import { cacheFor } from './identity-cache';

describe('cacheFor', () => {
  it('answers from the cache within the TTL and looks up again after it', async () => {
    let now = 0;
    const load = vi.fn(async () => `identity-${load.mock.calls.length}`);
    const cache = cacheFor(load, 30_000, () => now);
    expect(await cache.get()).toBe('identity-1');
    now = 29_999;
    expect(await cache.get()).toBe('identity-1');
    now = 30_000;
    expect(await cache.get()).toBe('identity-2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one lookup between concurrent callers, forgets failures and can be cleared', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('no network')).mockResolvedValue('ok');
    const cache = cacheFor(load, 30_000, () => 0);
    const [a, b] = await Promise.allSettled([cache.get(), cache.get()]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get()).toBe('ok');
    cache.clear();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
