import { describe, expect, it } from 'vitest';
import type { Page, PageType } from '@common/api';
import { MOBILE_KEY_TOKENS } from '@common/spec';
import { firstPageId, resolveMenuLink, type LinkContext } from './resolve-menu-link';

const pages = new Map<number, Page>(
  (
    [
      [10, 'page', 0],
      [20, 'shop', 0],
      [21, 'page', 20],
      [211, 'shopProduct', 21],
      [30, 'service', 0],
      [40, 'gallery', 0],
      [50, 'list', 0],
      [70, 'rcu', 0],
      [80, 'stayremote', 0],
      [90, 'weather', 0],
      [60, 'wakeup', 0],
      [95, 'order', 0],
      [96, 'authQR', 0],
      [97, 'esign', 0],
      [98, 'settings', 0],
    ] as [number, PageType, number][]
  ).map(([id, type, parentId]) => [id, { id, type, parentId, title: `p${id}` }]),
);

const phone: LinkContext = { mode: 'phone', pageOf: (id) => pages.get(id), recipients: 1 };
const tablet: LinkContext = { ...phone, mode: 'tablet' };
const to = (path: string) => ({ kind: 'route', to: path });

describe('resolveMenuLink: pages', () => {
  it('opens a page as a modal over home on a phone and as its route on a tablet', () => {
    expect(resolveMenuLink({ link: '10' }, phone)).toEqual(to('/?modalType=page&modalId=10'));
    expect(resolveMenuLink({ link: '10' }, tablet)).toEqual(to('/page/10'));
  });

  it('sends rcu, shop, gallery, list, service, esign and settings pages to /page/{id}', () => {
    for (const id of [70, 20, 40, 50, 30, 97, 98]) {
      expect(resolveMenuLink({ link: String(id) }, phone)).toEqual(to(`/page/${id}`));
      expect(resolveMenuLink({ link: String(id) }, tablet)).toEqual(to(`/page/${id}`));
    }
  });

  it('opens a shop product on its grandparent page with product={id} on a phone', () => {
    expect(resolveMenuLink({ link: '211' }, phone)).toEqual(to('/page/20?product=211'));
    expect(resolveMenuLink({ link: '211' }, tablet)).toEqual(to('/page/211'));
  });

  it('sends an order to /orders with an order modal and authQR to /qr/{id}', () => {
    expect(resolveMenuLink({ link: '95' }, phone)).toEqual(to('/orders?modalType=order&modalId=95'));
    expect(resolveMenuLink({ link: '96' }, tablet)).toEqual(to('/qr/96'));
  });

  it('sends weather, wake-up and remote pages to their screens', () => {
    expect(resolveMenuLink({ link: '90' }, phone)).toEqual(to('/weather'));
    expect(resolveMenuLink({ link: '60' }, tablet)).toEqual(to('/wake-up'));
    expect(resolveMenuLink({ link: '80' }, phone)).toEqual(to('/stayremote'));
  });

  it('sends an unknown page id to its route, where the page says it is missing', () => {
    expect(resolveMenuLink({ link: '1203' }, phone)).toEqual(to('/page/1203'));
    expect(resolveMenuLink({ link: '1203' })).toEqual(to('/page/1203'));
  });
});

describe('resolveMenuLink: entries and tokens', () => {
  it('leads a delimiter nowhere', () => {
    expect(resolveMenuLink({ type: 'delimiter', link: '5' }, phone)).toEqual({ kind: 'none' });
  });

  it('opens the language modal on home for the language-select item', () => {
    expect(resolveMenuLink({ type: 'language' }, phone)).toEqual(to('/?modalType=language&modalId=select'));
    expect(resolveMenuLink({ link: 'language' }, tablet)).toEqual(to('/?modalType=language&modalId=select'));
  });

  it('maps remote, sources, radio and orders tokens', () => {
    expect(resolveMenuLink({ link: 'remote' }, phone)).toEqual(to('/stayremote'));
    expect(resolveMenuLink({ link: 'sources' }, phone)).toEqual(to('/sources_page'));
    expect(resolveMenuLink({ link: 'radio' }, phone)).toEqual(to('/radio'));
    expect(resolveMenuLink({ link: 'orders' }, phone)).toEqual(to('/orders'));
  });

  it('sends every mobile-key vendor token and the mobileKey entry type to /mobile-key', () => {
    expect(MOBILE_KEY_TOKENS).toHaveLength(9);
    for (const token of MOBILE_KEY_TOKENS) expect(resolveMenuLink({ link: token }, phone)).toEqual(to('/mobile-key'));
    expect(resolveMenuLink({ type: 'mobileKey', link: '' }, phone)).toEqual(to('/mobile-key'));
    expect(resolveMenuLink({ link: 'mobilekey_unknownvendor' }, phone)).toEqual({ kind: 'none' });
  });

  it('sends messages to /recipients with more than one recipient, otherwise /messages', () => {
    expect(resolveMenuLink({ link: 'messages' }, { ...phone, recipients: 2 })).toEqual(to('/recipients'));
    expect(resolveMenuLink({ type: 'messages' }, { ...phone, recipients: 1 })).toEqual(to('/messages'));
    expect(resolveMenuLink({ link: 'messages' }, { ...phone, recipients: 0 })).toEqual(to('/messages'));
    expect(resolveMenuLink({ link: 'messages' }, { ...phone, recipients: 2, peninsula: true })).toEqual(to('/guest/message'));
  });

  it('opens web addresses outside the app on a phone and in the in-app viewer on a tablet', () => {
    const entry = { type: 'custom', mode: 'external', link: 'https://example.com/spa' } as const;
    expect(resolveMenuLink(entry, phone)).toEqual({ kind: 'external', href: 'https://example.com/spa' });
    expect(resolveMenuLink(entry, tablet)).toEqual({ kind: 'viewer', href: 'https://example.com/spa' });
  });

  it('follows app paths and refuses protocol-relative ones', () => {
    expect(resolveMenuLink({ link: '/widget/503' }, phone)).toEqual(to('/widget/503'));
    expect(resolveMenuLink({ link: '//evil.example/x' }, phone)).toEqual({ kind: 'none' });
  });

  it('leads an unknown token nowhere', () => {
    expect(resolveMenuLink({ link: 'nonsense' }, phone)).toEqual({ kind: 'none' });
    expect(resolveMenuLink({}, phone)).toEqual({ kind: 'none' });
  });
});

describe('firstPageId', () => {
  it('skips delimiters and tokens to find the first page', () => {
    expect(firstPageId([{ type: 'delimiter' }, { link: 'radio' }, { link: '30' }, { link: '40' }] as never)).toBe(30);
    expect(firstPageId([{ link: 'radio' }] as never)).toBeUndefined();
  });
});
