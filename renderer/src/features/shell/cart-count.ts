import type { RouteName } from '../../app/paths';

/**
 * The shell's one read of the cart: the number of items. The cart store arrives with the commerce issue,
 * which makes this selector read it; until then there is no cart, so the count is 0.
 */
export const useCartCount = (): number => 0;

/** Part 1 §2: the floating cart is hidden on these routes and whenever the cart is empty. */
export const FLOATING_CART_HIDDEN: readonly RouteName[] = [
  'messages', 'loyalty', 'cart', 'cartNew', 'remote', 'profile', 'viewbill', 'mobileKey', 'feedback', 'phone', 'slotsId',
];

export const floatingCartVisible = (route: RouteName | undefined, count: number): boolean =>
  count > 0 && (route === undefined || !FLOATING_CART_HIDDEN.includes(route));
