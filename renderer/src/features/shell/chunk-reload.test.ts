import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

beforeEach(() => sessionStorage.clear());

describe('chunk reload', () => {
  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('string')).toBe(false);
  });

  it('reloads once, at most once per 60 s', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, reload)).toBe(true);
    // Part 1 §4 and §9: the chunk reload guard is 60 s.
    expect(reloadAfterChunkError(1_000_000 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(1_000_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
