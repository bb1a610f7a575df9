import { describe, expect, it } from 'vitest';
import type { Page } from '@common/api';
import type { LinkContext } from '@renderer/features/content';
import { docTarget, receptionHref } from './answer-links';
import type { IndexedDoc } from './search-index';

const pages: Page[] = [
  { id: 171, parentId: 0, type: 'page', title: 'Breakfast' },
  { id: 211, parentId: 21, type: 'shopProduct', title: 'Pancakes', shopId: 1 },
  { id: 60, parentId: 0, type: 'wakeup', title: 'Wake-up call' },
  { id: 90, parentId: 0, type: 'weather', title: 'Weather' },
  { id: 50, parentId: 0, type: 'list', title: 'City' },
];
const ctx = (mode: LinkContext['mode']): LinkContext => ({ mode, pageOf: (id) => pages.find((p) => p.id === id), recipients: 2 });
const doc = (extra: Partial<IndexedDoc>): IndexedDoc => ({ id: 'page:0', kind: 'page', title: '', sentences: [], context: '', ...extra });

describe('answer links', () => {
  it('opens content pages over the conversation, so closing them returns to it', () => {
    expect(docTarget(doc({ pageId: 171 }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/assistant?modalType=page&modalId=171' });
    expect(docTarget(doc({ pageId: 171 }), ctx('tablet'), '/assistant')).toEqual({ kind: 'route', to: '/assistant?modalType=page&modalId=171' });
    expect(docTarget(doc({ pageId: 211, kind: 'product' }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/assistant?product=211' });
    expect(docTarget(doc({ pageId: 211, kind: 'product' }), ctx('tv'), '/assistant')).toEqual({ kind: 'route', to: '/assistant?modalType=page&modalId=211' });
  });

  it('opens pages with a screen of their own there, list items with a route on it, others on their list', () => {
    expect(docTarget(doc({ pageId: 60, kind: 'wakeup' }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/wake-up' });
    expect(docTarget(doc({ pageId: 90 }), ctx('tablet'), '/assistant')).toEqual({ kind: 'route', to: '/weather' });
    expect(docTarget(doc({ kind: 'item', pageId: 50, itemId: 503, itemRoute: 'widget' }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/widget/503' });
    expect(docTarget(doc({ kind: 'item', pageId: 50, itemId: 504, itemRoute: 'page' }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/page/504' });
    expect(docTarget(doc({ kind: 'item', pageId: 50, itemId: 501 }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/assistant?modalType=page&modalId=50' });
    expect(docTarget(doc({ pageId: 999 }), ctx('phone'), '/assistant')).toEqual({ kind: 'none' });
  });

  it('opens app screens as the menu does', () => {
    expect(docTarget(doc({ kind: 'screen', menu: { type: 'messages', link: 'messages' } }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/recipients' });
    expect(docTarget(doc({ kind: 'screen', menu: { link: 'viewbill' } }), ctx('phone'), '/assistant')).toEqual({ kind: 'route', to: '/viewbill' });
    expect(docTarget(doc({ kind: 'screen', menu: { link: 'https://example.com/map' } }), ctx('tablet'), '/assistant')).toEqual({ kind: 'viewer', href: 'https://example.com/map' });
  });

  it('passes the question to the messages screen, written in, unless the hotel has no messages', () => {
    expect(receptionHref('Is there a casino? & more', true)).toBe('/messages?text=Is+there+a+casino%3F+%26+more');
    expect(receptionHref('Is there a casino?', false)).toBeNull();
  });
});
