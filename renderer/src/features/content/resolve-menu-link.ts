import type { MenuEntry, Page } from '@common/api';
import { MOBILE_KEY_TOKENS } from '@common/spec';
import { hrefs, paths } from '@renderer/lib/paths';
import type { DeviceMode } from '@renderer/platform';

export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  /** Tablets open web addresses and documents in the in-app viewer. */
  | { kind: 'viewer'; href: string }
  | { kind: 'none' };

export interface LinkContext {
  mode: DeviceMode;
  pageOf: (id: number) => Page | undefined;
  /** Message recipients of the hotel: more than one leads to the recipients list. */
  recipients: number;
  /** The peninsula theme links messages to /guest/message. */
  peninsula?: boolean;
}

const NO_CONTEXT: LinkContext = { mode: 'phone', pageOf: () => undefined, recipients: 0 };

/** Special link tokens of part 1 §2 (messages and mobile keys are resolved separately). */
const TOKEN_ROUTES: Record<string, string> = {
  remote: paths.remote,
  sources: paths.sourcesPage,
  radio: paths.radio,
  orders: paths.orders,
  'wake-up': paths.wakeUp,
  wakeup: paths.wakeUp,
  weather: paths.weather,
  flights: paths.flights,
  phone: paths.phone,
  loyalty: paths.loyalty,
  feedback: paths.feedback,
  viewbill: paths.viewbill,
  channels: paths.channels,
  assistant: paths.assistant,
};

const modalOnHome = (type: string, id: string | number) => `${paths.index}?modalType=${type}&modalId=${encodeURIComponent(String(id))}`;

export const languageModalHref = modalOnHome('language', 'select');

function messagesTarget(ctx: LinkContext): MenuTarget {
  if (ctx.peninsula) return { kind: 'route', to: paths.guestMessage };
  return { kind: 'route', to: ctx.recipients > 1 ? paths.recipients : paths.messages };
}

/** Where a link to page `id` leads, by the page's type (part 1 §2 link resolution). */
export function pageTarget(id: number, ctx: LinkContext): MenuTarget {
  const page = ctx.pageOf(id);
  const phone = ctx.mode === 'phone';
  switch (page?.type) {
    case 'page':
      return { kind: 'route', to: phone ? modalOnHome('page', id) : hrefs.page(id) };
    case 'shopProduct': {
      const parent = ctx.pageOf(page.parentId);
      const grandparent = parent ? ctx.pageOf(parent.parentId) : undefined;
      const host = grandparent ?? parent;
      return { kind: 'route', to: phone && host ? `${hrefs.page(host.id)}?product=${id}` : hrefs.page(id) };
    }
    case 'order':
      return { kind: 'route', to: `${paths.orders}?modalType=order&modalId=${id}` };
    case 'authQR':
      return { kind: 'route', to: hrefs.qr(id) };
    case 'weather':
      return { kind: 'route', to: paths.weather };
    case 'wakeup':
      return { kind: 'route', to: paths.wakeUp };
    case 'stayremote':
      return { kind: 'route', to: paths.remote };
    default:
      return { kind: 'route', to: hrefs.page(id) };
  }
}

/** Where a menu entry leads. One pure function: every rule of part 1 §2 lives here and is tested here. */
export function resolveMenuLink(
  entry: Pick<MenuEntry, 'link' | 'type' | 'mode'>,
  ctx: LinkContext = NO_CONTEXT,
): MenuTarget {
  if (entry.type === 'delimiter') return { kind: 'none' };
  const link = entry.link?.trim() ?? '';
  const token = link.toLowerCase();
  if (entry.type === 'language' || token === 'language') return { kind: 'route', to: languageModalHref };
  if (entry.type === 'messages' || token === 'messages' || token === '!messages') return messagesTarget(ctx);
  if (entry.type === 'mobileKey' || (MOBILE_KEY_TOKENS as readonly string[]).includes(token) || token === 'mobile-key') {
    return { kind: 'route', to: paths.mobileKey };
  }
  if (/^\d+$/.test(link)) return pageTarget(Number(link), ctx);
  if (/^https?:\/\//i.test(link)) return ctx.mode === 'phone' ? { kind: 'external', href: link } : { kind: 'viewer', href: link };
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'route', to: link };
  const route = TOKEN_ROUTES[token];
  return route ? { kind: 'route', to: route } : { kind: 'none' };
}

const PAGE_ROUTE = /^\/page\/(\d+)$/;

/** The page the first page-linked entry leads to: the tablet's home. */
export function firstPageId(entries: readonly MenuEntry[]): number | undefined {
  for (const entry of entries) {
    const target = resolveMenuLink(entry, { ...NO_CONTEXT, mode: 'tablet' });
    const match = target.kind === 'route' ? PAGE_ROUTE.exec(target.to) : null;
    if (match) return Number(match[1]);
  }
  return undefined;
}
