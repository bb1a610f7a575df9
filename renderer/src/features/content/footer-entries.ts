import type { MenuEntry, PageType } from '@common/api';

const HIDDEN_TYPES = new Set(['delimiter', 'weather', 'language', 'messages']);
const HIDDEN_LINKS = new Set(['wake-up', 'wakeup', 'weather', 'messages', 'language']);
const HIDDEN_PAGE_TYPES = new Set<PageType>(['wakeup', 'weather']);

/** Part 1 §2: the tablet footer hides delimiters, weather widgets, wake-up, language and messages links. */
export function footerEntries(
  entries: readonly MenuEntry[],
  pageTypeOf: (id: number) => PageType | undefined = () => undefined,
): MenuEntry[] {
  return entries.filter((entry) => {
    const link = (entry.link ?? '').trim().toLowerCase();
    if (HIDDEN_TYPES.has(entry.type ?? '') || HIDDEN_LINKS.has(link)) return false;
    const pageType = /^\d+$/.test(link) ? pageTypeOf(Number(link)) : undefined;
    return !pageType || !HIDDEN_PAGE_TYPES.has(pageType);
  });
}
