import { describe, expect, it } from 'vitest';
import { FLOATING_CART_HIDDEN, floatingCartVisible } from './floating-cart-rules';

describe('floating cart', () => {
  it('is hidden when the cart is empty', () => {
    expect(floatingCartVisible('index', 0)).toBe(false);
    expect(floatingCartVisible('pageId', 0)).toBe(false);
  });

  it("is hidden on the spec's routes and shown elsewhere when the cart has items", () => {
    expect(FLOATING_CART_HIDDEN).toEqual([
      'messages', 'loyalty', 'cart', 'cartNew', 'remote', 'profile', 'viewbill', 'mobileKey', 'feedback', 'phone', 'slotsId',
    ]);
    for (const route of FLOATING_CART_HIDDEN) expect(floatingCartVisible(route, 3)).toBe(false);
    expect(floatingCartVisible('index', 3)).toBe(true);
    expect(floatingCartVisible('pageId', 1)).toBe(true);
    expect(floatingCartVisible('weather', 1)).toBe(true);
  });
});
