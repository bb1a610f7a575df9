import { describe, expect, it } from 'vitest';
import { burgerHidden, headerSubstratePx, tabletLogoHeightPx } from './header-rules';

describe('phone header rules', () => {
  it('has a 67 px substrate, or the logo height plus 40 on home', () => {
    expect(headerSubstratePx(false, 32)).toBe(67);
    expect(headerSubstratePx(true, 32)).toBe(72);
    expect(headerSubstratePx(true, undefined)).toBe(67);
  });

  it('hides the burger in basic mode and on the hotels list when logged out', () => {
    expect(burgerHidden(true, false, true)).toBe(true);
    expect(burgerHidden(false, true, false)).toBe(true);
    expect(burgerHidden(false, true, true)).toBe(false);
    expect(burgerHidden(false, false, false)).toBe(false);
  });
});

describe('tablet header rules', () => {
  it('uses the configured logo height, default 25', () => {
    expect(tabletLogoHeightPx(undefined)).toBe(25);
    expect(tabletLogoHeightPx(0)).toBe(25);
    expect(tabletLogoHeightPx(40)).toBe(40);
  });
});
