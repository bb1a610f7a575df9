import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureBases } from '@renderer/lib/api';
import { loadMediaLists } from './media-lists';
import { useContentStore } from './store';

afterEach(() => vi.unstubAllGlobals());

describe('loadMediaLists', () => {
  it('fetches channels, radio and the TV guide once, and tries a failed list again on the next call', async () => {
    configureBases({ apiUrl: '/api', contentUrl: '/content', queueUrl: '/queue', rcuUrl: '/rcu', statUrl: '/stat' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let radioUp = false;
    const fetchMock = vi.fn<typeof fetch>(async (url) => {
      const path = String(url);
      if (path.includes('radiolist') && !radioUp) return new Response('{}', { status: 503 });
      return new Response(path.includes('epg') ? '{}' : JSON.stringify([{ id: 1, name: 'One' }]));
    });
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([loadMediaLists('media-1'), loadMediaLists('media-1')]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useContentStore.getState().channels).toHaveLength(1);
    radioUp = true;
    await loadMediaLists('media-1');
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(useContentStore.getState().radio).toHaveLength(1);
    await loadMediaLists('media-1');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});
