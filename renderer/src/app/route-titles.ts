import { matchPath } from 'react-router-dom';
import type { TranslationKey } from '@renderer/locales/types';
import { paths, type RouteName } from '@renderer/lib/paths';

/** The route a path belongs to; unknown paths have none. */
export function routeNameOf(pathname: string): RouteName | undefined {
  return (Object.keys(paths) as RouteName[]).find((name) => matchPath({ path: paths[name], end: true }, pathname) !== null);
}

export interface TitleContext {
  loggedIn: boolean;
  basicMode: boolean;
  /** The cart's `shopId` query: the cart is then an order. */
  shopId: string | null;
}

/** Part 1 §2 titles. Page routes take the page's own title instead. */
export function routeTitleKey(name: RouteName, ctx: TitleContext): TranslationKey | undefined {
  switch (name) {
    case 'index':
    case 'pageId':
      return undefined;
    case 'profile':
      return ctx.loggedIn ? 'shell.titles.profile' : 'shell.titles.login';
    case 'cart':
      return ctx.basicMode ? 'shell.titles.wishlist' : ctx.shopId ? 'shell.titles.order' : 'shell.titles.cart';
    case 'loyaltyCard':
    case 'loyaltyQr':
      return 'shell.titles.myCard';
    case 'loyaltyProgress':
      return 'shell.titles.myProgress';
    case 'loyaltyLogin':
      return 'shell.titles.loyalty';
    case 'loyaltyRegister':
      return 'shell.titles.startEarning';
    default:
      return `shell.titles.${name}`;
  }
}
