import type { Page } from '@common/api';
import { hrefs, paths } from '@renderer/lib/paths';
import { pageTarget, resolveMenuLink, type LinkContext, type MenuTarget } from '@renderer/features/content';
import type { IndexedDoc } from './search-index';

/** Page types with a screen of their own: they open there, not over the conversation. */
const OWN_SCREENS: ReadonlySet<Page['type']> = new Set(['wakeup', 'weather', 'stayremote', 'order', 'authQR']);

const overConversation = (here: string, query: string): MenuTarget => ({ kind: 'route', to: `${here}?${query}` });

/**
 * Where "Open the page" leads. A content page opens over the conversation in the page modal (a product in the
 * phone's product modal), so closing it brings the guest back to the answer; screens open as the menu opens them.
 */
export function docTarget(doc: IndexedDoc, ctx: LinkContext, here: string): MenuTarget {
  if (doc.kind === 'screen') return doc.menu ? resolveMenuLink(doc.menu, ctx) : { kind: 'none' };
  if (doc.itemId !== undefined && doc.itemRoute) {
    return { kind: 'route', to: doc.itemRoute === 'widget' ? hrefs.widget(doc.itemId) : hrefs.page(doc.itemId) };
  }
  if (doc.pageId === undefined) return { kind: 'none' };
  const page = ctx.pageOf(doc.pageId);
  if (!page) return { kind: 'none' };
  if (OWN_SCREENS.has(page.type)) return pageTarget(page.id, ctx);
  if (page.type === 'shopProduct' && ctx.mode === 'phone') return overConversation(here, `product=${page.id}`);
  return overConversation(here, `modalType=page&modalId=${page.id}`);
}

/**
 * Where "Ask reception" leads: the messages screen with the question written in (`text`), for the guest to send.
 * Null when the hotel has messages switched off.
 */
export function receptionHref(question: string, messagesEnabled: boolean): string | null {
  if (!messagesEnabled) return null;
  return `${paths.messages}?${new URLSearchParams({ text: question }).toString()}`;
}
