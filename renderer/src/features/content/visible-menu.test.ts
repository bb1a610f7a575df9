import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@common/api';
import { visibleMenu } from './filters';

const entry = (id: number, extra: Partial<MenuEntry>): MenuEntry => ({ id, key: `k${id}`, title: `t${id}`, ...extra });

const menu = [
  entry(1, { link: '10' }),
  entry(2, { type: 'mobileKey', link: 'mobilekey_salto' }),
  entry(3, { link: 'mobilekey_sciener_omnitec_online' }),
  entry(4, { type: 'mobileKey' }),
  entry(5, { link: 'radio' }),
];

describe('the menu a guest sees (part 1 §6)', () => {
  it('shows the mobile key items only when a key exists', () => {
    expect(visibleMenu(menu, { device: 'phone', groups: [], hasMobileKey: false }).map((e) => e.id)).toEqual([1, 5]);
    expect(visibleMenu(menu, { device: 'phone', groups: [] }).map((e) => e.id)).toEqual([1, 5]);
    expect(visibleMenu(menu, { device: 'phone', groups: [], hasMobileKey: true }).map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('still applies groups and devices to them', () => {
    const targeted = [entry(2, { link: 'mobilekey_salto', groups: ['garden-wing'], devices: ['web', 'mobile'] })];
    expect(visibleMenu(targeted, { device: 'phone', groups: ['garden-wing'], hasMobileKey: true })).toHaveLength(1);
    expect(visibleMenu(targeted, { device: 'phone', groups: ['main-building'], hasMobileKey: true })).toHaveLength(0);
    expect(visibleMenu(targeted, { device: 'tablet', groups: ['garden-wing'], hasMobileKey: true })).toHaveLength(0);
  });
});
