import { describe, expect, it } from 'vitest';
import { formatTemperature, inScale } from './temperature';

describe('temperature in the guest’s scale', () => {
  it('converts °C to °F', () => {
    expect(inScale(21, 'celsius')).toBe(21);
    expect(inScale(21, 'fahrenheit')).toBeCloseTo(69.8);
    expect(inScale(-40, 'fahrenheit')).toBe(-40);
  });

  it('writes whole degrees by default and tenths on request, isolated left to right', () => {
    expect(formatTemperature(21, 'celsius', 'en')).toBe('\u206621 °C\u2069');
    expect(formatTemperature(21, 'fahrenheit', 'en')).toBe('\u206670 °F\u2069');
    expect(formatTemperature(23.4, 'celsius', 'de', 1)).toBe('\u206623,4 °C\u2069');
  });
});
