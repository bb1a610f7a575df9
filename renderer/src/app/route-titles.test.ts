import { describe, expect, it } from 'vitest';
import { en } from '@renderer/locales/en';
import { paths, type RouteName } from '@renderer/lib/paths';
import { routeNameOf, routeTitleKey, type TitleContext } from './route-titles';

const guest: TitleContext = { loggedIn: false, basicMode: false, shopId: null };
const text = (key: string | undefined) =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string | undefined;

describe('routeNameOf', () => {
  it('names every route of the spec by its path', () => {
    expect(routeNameOf('/')).toBe('index');
    expect(routeNameOf('/page/10')).toBe('pageId');
    expect(routeNameOf('/messages')).toBe('messages');
    expect(routeNameOf('/messages/reception')).toBe('messagesRecipient');
    expect(routeNameOf('/slots')).toBe('slotsId');
    expect(routeNameOf('/slots/30')).toBe('slotsId');
    expect(routeNameOf('/stayremote')).toBe('remote');
    expect(routeNameOf('/loyalty/card')).toBe('loyaltyCard');
    expect(routeNameOf('/nowhere')).toBeUndefined();
  });
});

describe('routeTitleKey', () => {
  // The spec names the titles by their keys ('profile', 'login', 'my card'); guests read them as people write them.
  it("titles the profile 'profile' when logged in, otherwise 'login'", () => {
    expect(text(routeTitleKey('profile', { ...guest, loggedIn: true }))).toBe('Profile');
    expect(text(routeTitleKey('profile', guest))).toBe('Log in');
  });

  it("titles the cart: wishlist in basic mode, 'order' with shopId, else 'cart'", () => {
    expect(text(routeTitleKey('cart', { ...guest, basicMode: true, shopId: '1' }))).toBe('Wishlist');
    expect(text(routeTitleKey('cart', { ...guest, shopId: '1' }))).toBe('Order');
    expect(text(routeTitleKey('cart', guest))).toBe('Cart');
  });

  it("titles the loyalty card and QR 'my card' and the progress 'my progress'", () => {
    expect(text(routeTitleKey('loyaltyCard', guest))).toBe('My card');
    expect(text(routeTitleKey('loyaltyQr', guest))).toBe('My card');
    expect(text(routeTitleKey('loyaltyProgress', guest))).toBe('My progress');
  });

  it('has an English title for every named route other than home and pages', () => {
    for (const name of Object.keys(paths) as RouteName[]) {
      const key = routeTitleKey(name, guest);
      if (name === 'index' || name === 'pageId') expect(key).toBeUndefined();
      else expect(text(key), name).toMatch(/\S/);
    }
  });
});
