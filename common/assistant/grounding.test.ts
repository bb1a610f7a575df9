import { describe, expect, it } from 'vitest';
import { figuresOf, normalFigure, ungroundedFigures } from './grounding';

describe('grounding', () => {
  it('reads times and prices in their usual spellings as one figure', () => {
    expect(['07:00', '7.00', '7'].map(normalFigure)).toEqual(['7', '7', '7']);
    expect(['16,50', '16.5', '16.50'].map(normalFigure)).toEqual(['16.5', '16.5', '16.5']);
    expect(normalFigure('10:30')).toBe('10.3');
    expect(figuresOf('Open 22:00-04:00, €30 or 16,50 €')).toEqual(['22', '4', '30', '16.5']);
  });

  it('finds every figure of an answer that no source gives', () => {
    const sources = ['Breakfast is served from 07:00 to 10:30.', 'Price: 22,00 €'];
    expect(ungroundedFigures('Breakfast runs 7:00–10:30 and costs €22.', sources)).toEqual([]);
    expect(ungroundedFigures('Breakfast runs 06:30–10:30 and costs €25.', sources)).toEqual(['6.3', '25']);
    expect(ungroundedFigures('No figures at all.', sources)).toEqual([]);
  });
});
