import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@common/api';
import { footerEntries } from './footer-entries';

const entry = (id: number, extra: Partial<MenuEntry>): MenuEntry => ({ id, key: `k${id}`, title: `t${id}`, ...extra });

describe('footerEntries', () => {
  it('hides delimiters, weather, wake-up, language and messages entries', () => {
    const entries = [
      entry(1, { link: '10' }),
      entry(2, { type: 'delimiter' }),
      entry(3, { type: 'weather' }),
      entry(4, { link: 'wake-up' }),
      entry(5, { type: 'language' }),
      entry(6, { type: 'messages', link: 'messages' }),
      entry(7, { link: 'radio' }),
    ];
    expect(footerEntries(entries).map((e) => e.id)).toEqual([1, 7]);
  });

  it('hides entries leading to a wake-up or weather page', () => {
    const types = new Map([[60, 'wakeup' as const], [90, 'weather' as const], [10, 'page' as const]]);
    const entries = [entry(1, { link: '60' }), entry(2, { link: '90' }), entry(3, { link: '10' })];
    expect(footerEntries(entries, (id) => types.get(id)).map((e) => e.id)).toEqual([3]);
  });
});
