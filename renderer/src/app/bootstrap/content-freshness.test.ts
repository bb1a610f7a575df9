import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_UPDATE_CHECK_MS } from '@common/spec';
import { useGuestStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { scheduler } from '@renderer/lib/scheduler';
import { checkContentHash, watchContentFreshness } from './content-freshness';

const hashA = 'a'.repeat(40);
const hashB = 'b'.repeat(40);

const structure = (title: string) => ({
  pages: { id_1: { id: 1, parentId: 0, type: 'page', title } },
  menu: [],
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
});

let served: { hash: string; title: string };
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.includes('content.hash')) return new Response(served.hash);
  if (url.includes('structShop_')) return new Response('{"shops":{}}');
  return new Response(JSON.stringify(structure(served.title)));
});

beforeEach(() => {
  localStorage.clear();
  served = { hash: hashA, title: 'Before' };
  vi.stubGlobal('fetch', fetchMock);
  useLanguageStore.getState().setLanguage('en');
  useGuestStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  scheduler.stopAll();
});

describe('content hash', () => {
  it('stores the first hash, and reloads only when a later hash differs', async () => {
    const reload = vi.fn();
    expect(await checkContentHash('demo-137', reload)).toBe(false);
    expect(await checkContentHash('demo-137', reload)).toBe(false);
    served.hash = hashB;
    expect(await checkContentHash('demo-137', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that is not a hash', async () => {
    const reload = vi.fn();
    await checkContentHash('demo-137', reload);
    served.hash = '<html>proxy error</html>';
    expect(await checkContentHash('demo-137', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a tablet checks every 30 minutes and never on a phone', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    await checkContentHash('demo-137', reload);
    served.hash = hashB;
    scheduler.setMode('phone');
    const stop = watchContentFreshness('demo-137', reload);
    await vi.advanceTimersByTimeAsync(CONTENT_UPDATE_CHECK_MS * 2);
    expect(reload).not.toHaveBeenCalled();
    scheduler.setMode('tablet');
    await vi.advanceTimersByTimeAsync(CONTENT_UPDATE_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('groups', () => {
  it('reload the content when the guest groups change, not for the same groups', async () => {
    const stop = watchContentFreshness('demo-137', vi.fn());
    fetchMock.mockClear();
    useGuestStore.getState().setGuest({ temperatureScale: 'celsius' });
    expect(fetchMock).not.toHaveBeenCalled();
    served.title = 'After';
    useGuestStore.getState().setGuest({ groups: ['vip'] });
    await vi.waitFor(() => expect(useContentStore.getState().index.byId.get(1)?.title).toBe('After'));
    stop();
  });
});
