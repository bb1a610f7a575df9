import { describe, expect, it } from 'vitest';
import type { MenuEntry, PageType } from '@common/api';
import { menuEntryAllowed, type MenuViewer } from './menu-rules';

const entry = (fields: Partial<MenuEntry>): MenuEntry => ({ id: 1, key: 'k', title: 't', ...fields });
const pages: Record<number, PageType> = { 60: 'wakeup', 10: 'page' };
const pageTypeOf = (id: number) => pages[id];
const guest: MenuViewer = { loggedIn: true, hasMobileKey: true, hotelMode: 'advanced' };
const allowed = (fields: Partial<MenuEntry>, viewer: Partial<MenuViewer> = {}) => menuEntryAllowed(entry(fields), { ...guest, ...viewer }, pageTypeOf);

describe('menu rules', () => {
  it('shows the messages item only to a guest with a token', () => {
    for (const fields of [{ type: 'messages' as const }, { link: 'messages' }, { link: '!messages' }]) {
      expect(allowed(fields)).toBe(true);
      expect(allowed(fields, { loggedIn: false })).toBe(false);
    }
  });

  it('shows the mobile key item only when a key exists', () => {
    for (const fields of [{ type: 'mobileKey' as const }, { link: 'mobilekey_salto' }, { link: 'mobile-key' }]) {
      expect(allowed(fields)).toBe(true);
      expect(allowed(fields, { hasMobileKey: false })).toBe(false);
    }
  });

  it('leaves the wake-up call out of a basic-mode menu, by token or by the page it links to', () => {
    for (const fields of [{ link: 'wake-up' }, { link: 'wakeup' }, { link: '60', type: 'page' as const }]) {
      expect(allowed(fields)).toBe(true);
      expect(allowed(fields, { hotelMode: 'basic' })).toBe(false);
    }
    expect(allowed({ link: '10' }, { hotelMode: 'basic', loggedIn: false, hasMobileKey: false })).toBe(true);
  });
});
