import { describe, expect, it } from 'vitest';
import type { Page } from '@common/api';
import { childPages, indexStructure } from './content-index';
import { isVisible, matchesDevice, matchesGroups, visibleOnly } from './filters';

const page = (id: number, parentId: number, extra: Partial<Page> = {}): Page => ({
  id,
  parentId,
  type: 'page',
  title: `p${id}`,
  ...extra,
});

const structure = {
  pages: {
    id_1: page(1, 0),
    id_2: page(2, 1),
    id_3: page(3, 1),
    id_4: page(4, 0, { children: [6, 5, 99] }),
    id_5: page(5, 4),
    id_6: page(6, 4),
  },
};

describe('indexStructure', () => {
  it('indexes pages by id', () => {
    const index = indexStructure(structure);
    expect(index.byId.get(3)?.title).toBe('p3');
    expect(index.byId.size).toBe(6);
  });

  it('derives children from parentId in structure order', () => {
    expect(childPages(indexStructure(structure), 1).map((p) => p.id)).toEqual([2, 3]);
    expect(indexStructure(structure).children.get(0)).toEqual([1, 4]);
  });

  it("prefers a page's own children order and drops unknown ids", () => {
    expect(childPages(indexStructure(structure), 4).map((p) => p.id)).toEqual([6, 5]);
  });
});

describe('group filter', () => {
  it('shows a page without groups to everyone', () => {
    expect(matchesGroups(undefined, [])).toBe(true);
    expect(matchesGroups([], ['vip'])).toBe(true);
  });

  it('shows a grouped page only when the groups intersect', () => {
    expect(matchesGroups(['vip', 'spa'], ['spa'])).toBe(true);
    expect(matchesGroups(['vip'], ['family'])).toBe(false);
    expect(matchesGroups(['vip'], [])).toBe(false);
  });
});

describe('device filter', () => {
  it('maps web and mobile to the phone, tablet and tv to their modes', () => {
    expect(matchesDevice(['web'], 'phone')).toBe(true);
    expect(matchesDevice(['mobile'], 'phone')).toBe(true);
    expect(matchesDevice(['tablet'], 'phone')).toBe(false);
    expect(matchesDevice(['tablet'], 'tablet')).toBe(true);
    expect(matchesDevice(['web', 'mobile'], 'tablet')).toBe(false);
    expect(matchesDevice(['tv'], 'tv')).toBe(true);
  });

  it('shows items without a devices list everywhere', () => {
    expect(matchesDevice(undefined, 'tv')).toBe(true);
    expect(matchesDevice([], 'tablet')).toBe(true);
  });

  it('combines both filters', () => {
    const items = [page(1, 0), page(2, 0, { groups: ['vip'] }), page(3, 0, { devices: ['tablet'] })];
    expect(visibleOnly(items, { device: 'phone', groups: ['vip'] }).map((p) => p.id)).toEqual([1, 2]);
    expect(visibleOnly(items, { device: 'tablet', groups: [] }).map((p) => p.id)).toEqual([1, 3]);
    expect(isVisible(items[1] as Page, { device: 'tablet', groups: ['vip'] })).toBe(true);
  });
});
