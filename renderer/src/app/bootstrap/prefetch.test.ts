import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetch';

describe('router prefetch', () => {
  it('is skipped on 2g and save-data connections', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('runs on faster connections and where the browser does not say', () => {
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
