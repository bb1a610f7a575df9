import type { RouteName } from '@renderer/lib/paths';

/** Part 1 §2: the floating cart is hidden on these routes and whenever the cart is empty. */
export const FLOATING_CART_HIDDEN: readonly RouteName[] = [
  'messages', 'loyalty', 'cart', 'cartNew', 'remote', 'profile', 'viewbill', 'mobileKey', 'feedback', 'phone', 'slotsId',
];

export const floatingCartVisible = (route: RouteName | undefined, count: number): boolean =>
  count > 0 && (route === undefined || !FLOATING_CART_HIDDEN.includes(route));
