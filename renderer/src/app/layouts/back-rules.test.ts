import { describe, expect, it } from 'vitest';
import { backTarget, showsBack } from './back-rules';

describe('showsBack', () => {
  it('on a phone shows Back everywhere except the root', () => {
    expect(showsBack('phone', true, undefined)).toBe(false);
    expect(showsBack('phone', false, undefined)).toBe(true);
    expect(showsBack('phone', false, {})).toBe(true);
  });

  it('on a tablet shows Back only for a page with an action or a back flag', () => {
    expect(showsBack('tablet', false, {})).toBe(false);
    expect(showsBack('tablet', false, undefined)).toBe(false);
    expect(showsBack('tablet', false, { backBtn: 1 })).toBe(true);
    expect(showsBack('tablet', false, { backBtn: 0 })).toBe(true);
    expect(showsBack('tablet', false, { action: 'order' })).toBe(true);
    expect(showsBack('tablet', true, { backBtn: 1 })).toBe(false);
    expect(showsBack('tv', false, { backBtn: 1 })).toBe(true);
  });
});

describe('backTarget', () => {
  it("goes home when the back flag is 0, even with a parent", () => {
    expect(backTarget({ page: { backBtn: 0 }, parentId: 10, canGoBack: true })).toBe('/');
  });

  it('goes to the parent page when there is one', () => {
    expect(backTarget({ page: { backBtn: 1 }, parentId: 20, canGoBack: true })).toBe('/page/20');
    expect(backTarget({ page: {}, parentId: 20, canGoBack: false })).toBe('/page/20');
  });

  it('otherwise goes one step back, or home when there is no history', () => {
    expect(backTarget({ page: {}, parentId: undefined, canGoBack: true })).toBe(-1);
    expect(backTarget({ page: undefined, parentId: undefined, canGoBack: false })).toBe('/');
  });

  it('sends slots back to their page', () => {
    expect(backTarget({ page: undefined, parentId: undefined, slotsOf: 30, canGoBack: true })).toBe('/page/30');
  });
});
