// The demo hotels' content under resources/hotels/ stays consistent: ids resolve, languages agree, media exist.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MenuEntryType, Page, PageType, ShopStructure, Structure } from '../../common/api';
import { GUEST_TYPES } from '../../common/spec/codes';

const HOTELS_DIR = fileURLToPath(new URL('../../resources/hotels', import.meta.url));
const STRUCT_MAX_BYTES = 60 * 1024;
const SVG_MAX_BYTES = 3000;
const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

// Records keyed by the unions make the typecheck fail when content.ts gains or loses a member.
const PAGE_TYPES: Record<PageType, true> = {
  page: true, list: true, shop: true, service: true, rcu: true, stayremote: true, esign: true, settings: true, gallery: true,
  shopProduct: true, order: true, authQR: true, widget: true, weather: true, wakeup: true, rcuItem: true,
};
const MENU_TYPES: Record<MenuEntryType, true> = {
  page: true, delimiter: true, messages: true, mobileKey: true, custom: true, language: true, weather: true,
};

interface HotelFile {
  name: string;
  id: number;
  uid: string;
  config: { defaultLanguage: string; availableLanguages: string[]; guestTypes: string[]; paymentMethods: { guestType: string }[] };
  rooms: { number: string; tvIndexes: string[] }[];
  guests: { room: string; email: string; pin: string; lang: string }[];
}

const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(join(...parts), 'utf8')) as T;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? filesUnder(join(dir, f)) : [join(dir, f)]));

/** What must not differ between the languages of one hotel: everything except the words. */
const skeleton = (s: Structure): string =>
  JSON.stringify({
    pages: Object.values(s.pages).map((p) => ({
      ...p, title: undefined, text: undefined, buttonName: undefined, pieces: undefined, customField: undefined,
      listItems: p.listItems?.map((l) => [l.id, l.type, l.widget, l.image]),
      items: p.items?.map((item) => (typeof item === 'string' ? item : item.image)),
      toppings: p.toppings?.map((t) => [t.id, t.parentId, t.required, t.type, t.price, t.values?.map((v) => [v.id, v.price])]),
    })),
    menu: s.menu.map((e) => ({ ...e, title: undefined })),
    config: s.config, cart: [s.cart?.fee, s.cart?.feeType], rcu: s.rcu, wakeupcall: s.wakeupcall,
  });

const hotels = readdirSync(HOTELS_DIR).filter((d) => statSync(join(HOTELS_DIR, d)).isDirectory());

describe.each(hotels)('demo hotel %s', (name) => {
  const dir = join(HOTELS_DIR, name);
  const hotel = readJson<HotelFile>(dir, 'hotel.json');
  const { config } = hotel;
  const langs = readJson<{ code: string }[]>(dir, 'content', 'lang.json').map((l) => l.code);

  it('has a consistent identity, rooms and guests', () => {
    expect(hotel.name).toBe(name);
    expect(hotel.uid).toBe(`${name}-${hotel.id}`);
    expect(langs).toEqual(config.availableLanguages);
    expect(langs).toContain(config.defaultLanguage);
    for (const g of config.guestTypes) expect(GUEST_TYPES).toContain(g);
    for (const m of config.paymentMethods) expect(config.guestTypes).toContain(m.guestType);
    const rooms = new Set(hotel.rooms.map((r) => r.number));
    for (const g of hotel.guests) {
      expect(rooms.has(g.room), `room ${g.room}`).toBe(true);
      expect(g.pin).toMatch(/^\d{4}$/);
      expect(langs).toContain(g.lang);
    }
    expect(new Set(hotel.guests.map((g) => g.email)).size).toBe(hotel.guests.length);
  });

  it.each(langs)('structure %s resolves every id', (lang) => {
    const file = join(dir, 'content', `struct_${lang}.json`);
    expect(statSync(file).size).toBeLessThan(STRUCT_MAX_BYTES);
    const s = readJson<Structure>(file);
    const shops = readJson<ShopStructure>(dir, 'content', `structShop_${lang}.json`).shops;
    const byId = new Map<number, Page>(Object.values(s.pages).map((p) => [p.id, p]));
    for (const [key, p] of Object.entries(s.pages)) {
      expect(key).toBe(`id_${p.id}`);
      expect(PAGE_TYPES[p.type], `type of ${p.id}`).toBe(true);
      expect(p.title).toBeTruthy();
      if (p.workingHours) expect(p.workingHours).toMatch(HOURS);
      if (p.parentId !== 0) expect(byId.get(p.parentId)?.children, `parent of ${p.id}`).toContain(p.id);
      for (const c of p.children ?? []) expect(byId.get(c)?.parentId, `child ${c} of ${p.id}`).toBe(p.id);
      for (const l of p.listItems ?? []) expect(byId.has(l.id), `list item ${l.id} collides with a page`).toBe(false);
    }
    expect(new Set(s.menu.map((e) => e.id)).size, 'menu ids are unique').toBe(s.menu.length);
    expect(new Set(s.menu.map((e) => e.key)).size, 'menu keys are unique').toBe(s.menu.length);
    for (const e of s.menu) {
      if (e.type) expect(MENU_TYPES[e.type], `menu type ${e.type}`).toBe(true);
      if (e.link && /^\d+$/.test(e.link)) expect(byId.get(Number(e.link))?.parentId, `menu link ${e.link}`).toBe(0);
    }
    for (const [key, shop] of Object.entries(shops)) {
      expect(String(shop.id)).toBe(key);
      expect(byId.get(shop.pageId)).toMatchObject({ type: 'shop', shopId: shop.id });
    }
    if (s.wakeupcall) expect(byId.get(s.wakeupcall.pageId)?.type).toBe('wakeup');
    if (s.rcu) expect(byId.get(s.rcu.pageId)?.type).toBe('rcu');
  });

  it('keeps ids, prices and links identical across languages', () => {
    const [first, ...rest] = langs.map((l) => skeleton(readJson<Structure>(dir, 'content', `struct_${l}.json`)));
    for (const other of rest) expect(other).toBe(first);
  });

  it.each(langs)('structure %s has no inline handlers or scripts, which the CSP refuses', (lang) => {
    const s = readJson<Structure>(dir, 'content', `struct_${lang}.json`);
    const html = Object.values(s.pages).flatMap((p) => [p.text ?? '', ...(p.listItems ?? []).map((l) => l.text ?? '')]);
    for (const text of html) {
      expect(text).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(text).not.toMatch(/<script|javascript:/i);
    }
  });

  it('references only media that exist, and keeps SVGs small', () => {
    const media = new Set(readdirSync(join(dir, 'media')));
    const refs = filesUnder(dir)
      .filter((f) => /\.(json|css)$/.test(f))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\/content\/([^/"']+)\/media\/([^"'\s)\\]+)/g)]);
    expect(refs.length).toBeGreaterThan(0);
    for (const [, uid, file] of refs) {
      expect(uid).toBe(hotel.uid);
      expect(media.has(file ?? ''), `media ${file}`).toBe(true);
    }
    for (const f of [...media].filter((m) => m.endsWith('.svg'))) {
      const text = readFileSync(join(dir, 'media', f), 'utf8');
      expect(text.length, f).toBeLessThan(SVG_MAX_BYTES);
      expect(text, f).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
  });
});
