import { describe, expect, it } from 'vitest';
import { overflowOf } from './footer-menu';

describe('overflowOf', () => {
  it('finds the hidden ends of a left-to-right scroller', () => {
    expect(overflowOf({ scrollLeft: 0, scrollWidth: 1800, clientWidth: 1280 })).toEqual({ before: false, after: true });
    expect(overflowOf({ scrollLeft: 300, scrollWidth: 1800, clientWidth: 1280 })).toEqual({ before: true, after: true });
    expect(overflowOf({ scrollLeft: 520, scrollWidth: 1800, clientWidth: 1280 })).toEqual({ before: true, after: false });
  });

  it('reads a right-to-left scroller, whose scrollLeft runs negative', () => {
    expect(overflowOf({ scrollLeft: -520, scrollWidth: 1800, clientWidth: 1280 })).toEqual({ before: true, after: false });
  });

  it('sees no hint when everything fits', () => {
    expect(overflowOf({ scrollLeft: 0, scrollWidth: 1280, clientWidth: 1280 })).toEqual({ before: false, after: false });
  });
});
