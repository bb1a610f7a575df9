import type { ListItem, Page, Structure } from '@common/api';

export interface IndexedListItem {
  item: ListItem;
  pageId: number;
}

export interface ContentIndex {
  byId: ReadonlyMap<number, Page>;
  /** List items by id: esign items open as pages and airport widgets as widgets, by their own ids. */
  listItems: ReadonlyMap<number, IndexedListItem>;
  /** Child ids per parent id, in the structure's order (or the page's own `children` list). */
  children: ReadonlyMap<number, readonly number[]>;
}

/** Parsed once per structure file; everything else is derived from it. */
export function indexStructure(structure: Pick<Structure, 'pages'>): ContentIndex {
  const byId = new Map<number, Page>();
  const children = new Map<number, number[]>();
  const listItems = new Map<number, IndexedListItem>();
  for (const page of Object.values(structure.pages ?? {})) {
    if (!page || typeof page.id !== 'number') continue;
    byId.set(page.id, page);
    for (const item of Array.isArray(page.listItems) ? page.listItems : []) {
      if (item && typeof item.id === 'number') listItems.set(item.id, { item, pageId: page.id });
    }
    const siblings = children.get(page.parentId);
    if (siblings) siblings.push(page.id);
    else children.set(page.parentId, [page.id]);
  }
  for (const page of byId.values()) {
    if (page.children?.length) children.set(page.id, page.children.filter((id) => byId.has(id)));
  }
  return { byId, children, listItems };
}

export const emptyIndex: ContentIndex = { byId: new Map(), children: new Map(), listItems: new Map() };

export const childPages = (index: ContentIndex, id: number): Page[] =>
  (index.children.get(id) ?? []).map((childId) => index.byId.get(childId)).filter((p): p is Page => !!p);
