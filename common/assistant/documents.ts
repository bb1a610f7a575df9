import type { ListItem, MenuEntry, Page, ShopStructure, Structure } from '../api/content';
import { htmlSentences } from './html-text';

/** What a document answers for: the kind decides the actions beside an answer. */
export type DocKind = 'page' | 'shop' | 'category' | 'product' | 'service' | 'wakeup' | 'list' | 'item' | 'screen';

/** One searchable, quotable piece of the hotel's content. Prices and hours are the content's, never computed. */
export interface AssistantDoc {
  /** `page:{id}`, `item:{id}` (a list item) or `menu:{id}` (a menu entry that opens an app screen). */
  id: string;
  kind: DocKind;
  /** The content page the answer quotes and links; a list item's list page. */
  pageId?: number;
  itemId?: number;
  /** A list item with a route of its own: an airport schedule opens as a widget, an e-sign item as a page. */
  itemRoute?: 'widget' | 'page';
  title: string;
  /** The page's own text, in sentences: what an answer quotes. */
  sentences: string[];
  /** Searched, never quoted: the shop and category of a product, the products of a category, a list's items. */
  context: string;
  price?: number;
  hours?: string;
  /** A service's duration (approxTime), in minutes. */
  minutes?: number;
  /** For `screen` documents: the menu entry, so the app resolves its link like the menu does. */
  menu?: Pick<MenuEntry, 'link' | 'type' | 'mode'>;
}

export interface DocumentFilter {
  /** Pages the guest may see (groups, devices); a page under a hidden page is hidden too. */
  page?: (page: Page) => boolean;
  menu?: (entry: MenuEntry) => boolean;
}

/** Menu links that are not content: the assistant itself and the language choice are never an answer. */
const NOT_AN_ANSWER = new Set(['assistant', 'language']);

function kindOf(page: Page, parent: Page | undefined): DocKind {
  switch (page.type) {
    case 'shop':
      return 'shop';
    case 'shopProduct':
      return 'product';
    case 'service':
      return 'service';
    case 'wakeup':
      return 'wakeup';
    case 'list':
    case 'esign':
      return 'list';
    default:
      return page.shopId !== undefined && parent?.type === 'shop' ? 'category' : 'page';
  }
}

function itemDoc(item: ListItem, list: Page, lang: string): AssistantDoc {
  return {
    id: `item:${item.id}`,
    kind: 'item',
    pageId: list.id,
    itemId: item.id,
    ...(item.widget?.type === 'airportSchedule' ? { itemRoute: 'widget' as const } : item.type === 'esign' ? { itemRoute: 'page' as const } : {}),
    title: item.title,
    sentences: htmlSentences(item.text, lang),
    context: list.title,
  };
}

/**
 * Every page, product, service and list item of a structure file as assistant documents, in the structure's
 * order, with the shop structure's opening hours. Pages the filter hides (or whose ancestors it hides) are left out.
 */
export function buildDocuments(structure: Pick<Structure, 'pages' | 'menu'>, shops: ShopStructure | null, lang: string, filter: DocumentFilter = {}): AssistantDoc[] {
  const pages = new Map<number, Page>();
  for (const page of Object.values(structure.pages ?? {})) if (page && typeof page.id === 'number') pages.set(page.id, page);
  const children = new Map<number, Page[]>();
  for (const page of pages.values()) children.set(page.parentId, [...(children.get(page.parentId) ?? []), page]);

  const visible = (page: Page): boolean => {
    const seen = new Set<number>();
    for (let at: Page | undefined = page; at && !seen.has(at.id); at = pages.get(at.parentId)) {
      seen.add(at.id);
      if (filter.page && !filter.page(at)) return false;
    }
    return true;
  };

  const docs: AssistantDoc[] = [];
  for (const page of pages.values()) {
    if (!visible(page)) continue;
    const parent = pages.get(page.parentId);
    const kind = kindOf(page, parent);
    const shop = page.shopId !== undefined ? shops?.shops?.[String(page.shopId)] : undefined;
    const below = (children.get(page.id) ?? []).filter(visible).map((child) => child.title);
    const sentences = htmlSentences(page.text, lang);
    const context =
      kind === 'product' ? [parent?.title, shop?.title].filter(Boolean).join(' · ')
      : kind === 'category' ? [shop?.title, ...below].filter(Boolean).join(' · ')
      : kind === 'shop' ? below.join(' · ')
      : kind === 'list' ? (page.listItems ?? []).map((item) => item.title).join(' · ')
      : '';
    const hours = kind === 'shop' ? (shop?.workingHours ?? page.workingHours) : kind === 'category' ? shop?.workingHours : (page.workingHours ?? shop?.workingHours);
    docs.push({
      id: `page:${page.id}`,
      kind,
      pageId: page.id,
      title: page.title,
      sentences,
      context,
      ...((kind === 'product' || kind === 'service') && typeof page.cost === 'number' ? { price: page.cost } : {}),
      ...(hours ? { hours } : {}),
      ...(kind === 'service' && typeof page.approxTime === 'number' ? { minutes: page.approxTime } : {}),
    });
    if (kind === 'list') for (const item of page.listItems ?? []) docs.push(itemDoc(item, page, lang));
  }

  for (const entry of structure.menu ?? []) {
    const link = entry.link?.trim().toLowerCase() ?? '';
    if (entry.type === 'delimiter' || entry.type === 'language' || NOT_AN_ANSWER.has(link) || /^\d+$/.test(link)) continue;
    if (!link && entry.type !== 'messages' && entry.type !== 'mobileKey') continue;
    if (filter.menu && !filter.menu(entry)) continue;
    docs.push({ id: `menu:${entry.id}`, kind: 'screen', title: entry.title, sentences: [], context: '', menu: { link: entry.link, type: entry.type, mode: entry.mode } });
  }
  return docs;
}
