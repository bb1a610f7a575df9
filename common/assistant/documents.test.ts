import { describe, expect, it } from 'vitest';
import type { MenuEntry, Page, ShopStructure } from '../api/content';
import { buildDocuments } from './documents';
import { passageText } from './passages';

const page = (id: number, parentId: number, type: Page['type'], title: string, extra: Partial<Page> = {}): Page => ({ id, parentId, type, title, ...extra });
const pages: Record<string, Page> = Object.fromEntries(
  [
    page(10, 0, 'page', 'About', { text: '<p>Reception is open around the clock.</p>', children: [150] }),
    page(150, 10, 'page', 'Late check-out', { text: '<p>Until 15:00 for €30.</p>' }),
    page(20, 0, 'shop', 'Restaurant', { shopId: 1, text: '<p>All day.</p>' }),
    page(21, 20, 'page', 'Breakfast', { shopId: 1 }),
    page(211, 21, 'shopProduct', 'Pancakes', { shopId: 1, cost: 9.5, text: 'With berries.' }),
    page(30, 0, 'service', 'Spa', { serviceId: 5, cost: 45, workingHours: '09:00-21:00', approxTime: 60 }),
    page(60, 0, 'wakeup', 'Wake-up call', { serviceId: 9, cost: 0 }),
    page(120, 0, 'page', 'VIP lounge', { groups: ['vip'], children: [121] }),
    page(121, 120, 'page', 'Lounge drinks'),
    page(50, 0, 'list', 'City', {
      listItems: [
        { id: 501, title: 'Museum', text: 'Ten minutes on foot.' },
        { id: 503, title: 'Flights', widget: { type: 'airportSchedule', airport: 'LHR' } },
        { id: 504, title: 'Registration card', type: 'esign' },
      ],
    }),
  ].map((p) => [`id_${p.id}`, p]),
);
const shops: ShopStructure = { shops: { '1': { id: 1, title: 'Restaurant', workingHours: '07:00-23:00', pageId: 20 } } };
const menu: MenuEntry[] = [
  { id: 1, key: 'hotel', type: 'delimiter', title: 'Hotel' },
  { id: 2, key: 'about', type: 'page', link: '10', title: 'About' },
  { id: 3, key: 'messages', type: 'messages', link: 'messages', title: 'Messages' },
  { id: 4, key: 'radio', link: 'radio', title: 'Radio' },
  { id: 5, key: 'assistant', link: 'assistant', title: 'Ask the hotel' },
  { id: 6, key: 'language', type: 'language', title: 'Language' },
];

describe('assistant documents', () => {
  const docs = buildDocuments({ pages, menu }, shops, 'en');
  const byId = new Map(docs.map((doc) => [doc.id, doc]));

  it('gives every page its kind, its own sentences, and the price and hours the content gives', () => {
    expect(byId.get('page:150')).toMatchObject({ kind: 'page', pageId: 150, sentences: ['Until 15:00 for €30.'] });
    expect(byId.get('page:20')).toMatchObject({ kind: 'shop', hours: '07:00-23:00', context: 'Breakfast' });
    expect(byId.get('page:21')).toMatchObject({ kind: 'category', hours: '07:00-23:00', context: 'Restaurant · Pancakes' });
    expect(byId.get('page:211')).toMatchObject({ kind: 'product', price: 9.5, hours: '07:00-23:00', context: 'Breakfast · Restaurant', sentences: ['With berries.'] });
    expect(byId.get('page:30')).toMatchObject({ kind: 'service', price: 45, hours: '09:00-21:00', minutes: 60 });
    expect(byId.get('page:60')).toMatchObject({ kind: 'wakeup' });
  });

  it('makes list items documents of their list page, with their own route where they have one', () => {
    expect(byId.get('page:50')).toMatchObject({ kind: 'list', context: 'Museum · Flights · Registration card' });
    expect(byId.get('item:501')).toMatchObject({ kind: 'item', pageId: 50, itemId: 501, sentences: ['Ten minutes on foot.'] });
    expect(byId.get('item:501')?.itemRoute).toBeUndefined();
    expect(byId.get('item:503')?.itemRoute).toBe('widget');
    expect(byId.get('item:504')?.itemRoute).toBe('page');
  });

  it('adds the menu entries that open app screens, never the assistant itself, the language choice or delimiters', () => {
    expect(docs.filter((doc) => doc.kind === 'screen').map((doc) => [doc.id, doc.menu?.link])).toEqual([
      ['menu:3', 'messages'],
      ['menu:4', 'radio'],
    ]);
  });

  it('leaves out what the filter hides, and everything below it', () => {
    const visible = buildDocuments({ pages, menu }, shops, 'en', { page: (p) => !p.groups?.length, menu: (e) => e.link !== 'radio' });
    const ids = visible.map((doc) => doc.id);
    expect(ids).not.toContain('page:120');
    expect(ids).not.toContain('page:121');
    expect(ids).not.toContain('menu:4');
    expect(ids).toContain('page:150');
  });

  it('writes passages with the hotel-formatted price, hours and duration', () => {
    const currency = { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' };
    expect(passageText(byId.get('page:30')!, currency)).toBe('Spa\nPrice: 45,00 €\nHours: 09:00-21:00\nDuration: 60 min');
    expect(passageText(byId.get('page:211')!, currency)).toBe('Pancakes\n(Breakfast · Restaurant)\nWith berries.\nPrice: 9,50 €\nHours: 07:00-23:00');
  });
});
