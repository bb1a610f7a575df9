import { describe, expect, it } from 'vitest';
import { firstPageId, resolveMenuLink } from './resolve-menu-link';

describe('resolveMenuLink', () => {
  it('sends a numeric link to its page', () => {
    expect(resolveMenuLink({ link: '1203' })).toEqual({ kind: 'route', to: '/page/1203' });
  });

  it('leads a delimiter nowhere', () => {
    expect(resolveMenuLink({ type: 'delimiter', link: '5' })).toEqual({ kind: 'none' });
  });

  it('maps special tokens to their routes', () => {
    expect(resolveMenuLink({ link: 'remote' })).toEqual({ kind: 'route', to: '/stayremote' });
    expect(resolveMenuLink({ link: 'radio' })).toEqual({ kind: 'route', to: '/radio' });
    expect(resolveMenuLink({ link: 'mobilekey_salto' })).toEqual({ kind: 'route', to: '/mobile-key' });
    expect(resolveMenuLink({ link: 'sources' })).toEqual({ kind: 'route', to: '/sources_page' });
  });

  it('keeps web addresses external', () => {
    expect(resolveMenuLink({ link: 'https://example.com/spa' })).toEqual({
      kind: 'external',
      href: 'https://example.com/spa',
    });
  });

  it('opens the language choice for a language item', () => {
    expect(resolveMenuLink({ type: 'language' })).toEqual({ kind: 'language' });
  });

  it('leads an unknown token nowhere', () => {
    expect(resolveMenuLink({ link: 'nonsense' })).toEqual({ kind: 'none' });
  });
});

describe('firstPageId', () => {
  it('skips delimiters and tokens to find the first page', () => {
    expect(firstPageId([{ type: 'delimiter' }, { link: 'radio' }, { link: '30' }, { link: '40' }] as never)).toBe(30);
    expect(firstPageId([{ link: 'radio' }] as never)).toBeUndefined();
  });
});
