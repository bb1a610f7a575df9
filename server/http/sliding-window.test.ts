import { describe, expect, it } from 'vitest';
import { slidingWindow } from './sliding-window';

describe('slidingWindow', () => {
  it('takes the limit per key within the window, then refuses until the window moves on', () => {
    let now = 0;
    const window = slidingWindow(3, 1_000, () => now);
    expect([1, 2, 3].map(() => window.take('a'))).toEqual([true, true, true]);
    expect(window.take('a')).toBe(false);
    expect(window.full('a')).toBe(true);
    expect(window.take('b')).toBe(true);
    now = 999;
    expect(window.take('a')).toBe(false);
    now = 1_001;
    expect(window.full('a')).toBe(false);
    expect(window.take('a')).toBe(true);
  });

  it('hit records without asking, full tells without recording', () => {
    const window = slidingWindow(2, 1_000, () => 0);
    expect(window.full('x')).toBe(false);
    window.hit('x');
    expect(window.full('x')).toBe(false);
    window.hit('x');
    expect(window.full('x')).toBe(true);
  });
});
