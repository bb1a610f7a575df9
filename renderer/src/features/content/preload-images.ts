import type { Structure } from '@common/api';
import { IMAGE_PRELOAD_PARALLEL } from '@common/spec';
import { usePreloadStore } from './preload-store';

export { usePreloadStore } from './preload-store';

/** Every image the structure shows: pages, their galleries and list items. */
export function contentImages(structure: Pick<Structure, 'pages'>): string[] {
  const found = new Set<string>();
  const add = (src: unknown) => typeof src === 'string' && src.trim() && found.add(src.trim());
  for (const page of Object.values(structure.pages ?? {})) {
    if (!page) continue;
    add(page.image);
    add(page.imageWide);
    for (const item of Array.isArray(page.items) ? page.items : []) add(typeof item === 'string' ? item : item?.image);
    for (const item of Array.isArray(page.listItems) ? page.listItems : []) add(item?.image);
  }
  return [...found];
}

/** Part 1 §7: images preload two at a time; a failed image counts as done, it never blocks the rest. */
export async function preloadAll(
  urls: readonly string[],
  load: (url: string) => Promise<void>,
  onProgress: (done: number, total: number) => void,
  parallel = IMAGE_PRELOAD_PARALLEL,
): Promise<void> {
  let next = 0;
  let done = 0;
  onProgress(0, urls.length);
  const lane = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      await load(url).catch(() => undefined);
      onProgress(++done, urls.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, urls.length) }, lane));
}

export const loadImage = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image ${url} failed`));
    image.src = url;
  });


export async function preloadContentImages(urls: readonly string[], load = loadImage): Promise<void> {
  usePreloadStore.setState({ active: true, done: 0, total: urls.length });
  await preloadAll(urls, load, (done, total) => usePreloadStore.setState({ done, total }));
  usePreloadStore.setState({ active: false });
}
