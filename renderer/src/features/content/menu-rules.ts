import type { MenuEntry, PageType } from '@common/api';
import { MOBILE_KEY_TOKENS } from '@common/spec';

/** Who looks at the menu, beyond device and groups (part 1 §6). */
export interface MenuViewer {
  /** A guest token exists: the messages item needs one. */
  loggedIn: boolean;
  /** A mobile key exists: the mobile key item shows only then. The mobile-key feature supplies it. */
  hasMobileKey: boolean;
  /** The hotel's mode: basic mode takes no timed orders, so its menu has no wake-up call. */
  hotelMode: 'basic' | 'advanced';
}

const token = (entry: Pick<MenuEntry, 'link'>): string => (entry.link ?? '').trim().toLowerCase();

export const isMessagesEntry = (entry: Pick<MenuEntry, 'type' | 'link'>): boolean =>
  entry.type === 'messages' || ['messages', '!messages'].includes(token(entry));

export const isMobileKeyEntry = (entry: Pick<MenuEntry, 'type' | 'link'>): boolean =>
  entry.type === 'mobileKey' || token(entry) === 'mobile-key' || (MOBILE_KEY_TOKENS as readonly string[]).includes(token(entry));

/** The wake-up call, by its link token or by the type of the page it links to. */
export function isWakeUpEntry(entry: Pick<MenuEntry, 'link'>, pageTypeOf: (id: number) => PageType | undefined): boolean {
  const link = token(entry);
  return link === 'wake-up' || link === 'wakeup' || (/^\d+$/.test(link) && pageTypeOf(Number(link)) === 'wakeup');
}

/** Part 1 §6 menu rules: the messages item needs a token, the mobile key item a key, and items follow the mode. */
export function menuEntryAllowed(entry: MenuEntry, viewer: MenuViewer, pageTypeOf: (id: number) => PageType | undefined): boolean {
  if (isMessagesEntry(entry)) return viewer.loggedIn;
  if (isMobileKeyEntry(entry)) return viewer.hasMobileKey;
  if (viewer.hotelMode === 'basic' && isWakeUpEntry(entry, pageTypeOf)) return false;
  return true;
}
