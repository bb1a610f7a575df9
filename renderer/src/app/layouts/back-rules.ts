import type { Page } from '@common/api';
import type { DeviceMode } from '@renderer/platform';
import { hrefs, paths } from '@renderer/lib/paths';

/** Part 1 §2 Back button: on a phone everywhere but the root; on a tablet only with an action or a back flag. */
export function showsBack(mode: DeviceMode, atRoot: boolean, page: Pick<Page, 'action' | 'backBtn'> | undefined): boolean {
  if (mode === 'phone') return !atRoot;
  if (atRoot || !page) return false;
  return Boolean(page.action) || page.backBtn !== undefined;
}

export interface BackContext {
  page: Pick<Page, 'backBtn'> | undefined;
  /** The parent page's id when it exists in the content. */
  parentId: number | undefined;
  /** `/slots/{id}`: back goes to the page the slots belong to. */
  slotsOf?: number;
  canGoBack: boolean;
}

/** Where Back goes: '/' for a back flag of 0, else the parent page, else one step back (-1). */
export function backTarget({ page, parentId, slotsOf, canGoBack }: BackContext): string | -1 {
  if (slotsOf !== undefined) return hrefs.page(slotsOf);
  if (page?.backBtn === 0) return paths.index;
  if (parentId !== undefined) return hrefs.page(parentId);
  return canGoBack ? -1 : paths.index;
}
