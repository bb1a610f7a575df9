import type { MenuEntry } from '../../../../common/api';
import { hrefs, paths } from '../../app/paths';

export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'language' }
  | { kind: 'none' };

/** Special link tokens of part 1 §2; mobile keys of every vendor share one route. */
const TOKEN_ROUTES: Record<string, string> = {
  remote: paths.remote,
  sources: paths.sourcesPage,
  radio: paths.radio,
  orders: paths.orders,
  messages: paths.messages,
  'wake-up': paths.wakeUp,
  wakeup: paths.wakeUp,
  weather: paths.weather,
  phone: paths.phone,
  loyalty: paths.loyalty,
  feedback: paths.feedback,
  flights: paths.flights,
  viewbill: paths.viewbill,
};

/** Where a menu entry leads. One function, so the full rules of a later issue extend it in one place. */
export function resolveMenuLink(entry: Pick<MenuEntry, 'link' | 'type' | 'mode'>): MenuTarget {
  if (entry.type === 'delimiter') return { kind: 'none' };
  if (entry.type === 'language') return { kind: 'language' };
  const link = entry.link?.trim() ?? '';
  if (/^\d+$/.test(link)) return { kind: 'route', to: hrefs.page(link) };
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
  if (link.startsWith('/')) return { kind: 'route', to: link };
  if (entry.type === 'messages') return { kind: 'route', to: paths.messages };
  if (entry.type === 'mobileKey' || link.startsWith('mobilekey')) return { kind: 'route', to: paths.mobileKey };
  const token = TOKEN_ROUTES[link.toLowerCase()];
  return token ? { kind: 'route', to: token } : { kind: 'none' };
}

const PAGE_ROUTE = /^\/page\/(\d+)$/;

/** The page the first page-linked entry leads to: the tablet's home. */
export function firstPageId(entries: readonly MenuEntry[]): number | undefined {
  for (const entry of entries) {
    const target = resolveMenuLink(entry);
    const match = target.kind === 'route' ? PAGE_ROUTE.exec(target.to) : null;
    if (match) return Number(match[1]);
  }
  return undefined;
}
