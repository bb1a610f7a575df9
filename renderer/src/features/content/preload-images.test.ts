import { describe, expect, it } from 'vitest';
import { contentImages, preloadAll, preloadContentImages, usePreloadStore } from './preload-images';

describe('image preloading', () => {
  it('collects page, gallery and list item images once each', () => {
    const images = contentImages({
      pages: {
        id_1: { id: 1, parentId: 0, type: 'page', title: 'a', image: 'a.svg', imageWide: 'a-wide.svg' },
        id_2: { id: 2, parentId: 0, type: 'gallery', title: 'g', items: ['g1.svg', 'a.svg'] },
        id_3: { id: 3, parentId: 0, type: 'list', title: 'l', listItems: [{ id: 31, title: 'x', image: 'l.svg' }, { id: 32, title: 'y' }] },
      },
    });
    expect(images).toEqual(['a.svg', 'a-wide.svg', 'g1.svg', 'l.svg']);
  });

  it('loads two at a time, never more, and counts failures as done', async () => {
    let running = 0;
    let peak = 0;
    const progress: number[] = [];
    const load = async (url: string) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (url === 'bad') throw new Error('404');
    };
    await preloadAll(['a', 'bad', 'c', 'd', 'e'], load, (done) => progress.push(done));
    expect(peak).toBe(2);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reports progress to the screen loader and ends inactive', async () => {
    const seen: boolean[] = [];
    const off = usePreloadStore.subscribe((s) => seen.push(s.active));
    await preloadContentImages(['a', 'b', 'c'], async () => undefined);
    off();
    expect(seen[0]).toBe(true);
    expect(usePreloadStore.getState()).toMatchObject({ active: false, done: 3, total: 3 });
  });
});
