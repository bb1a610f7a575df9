import { describe, expect, it } from 'vitest';
import { formatTemperature, inScale } from './temperature';

describe('temperature in the guest’s scale', () => {
  it('converts °C to °F', () => {
    expect(inScale(21, 'celsius')).toBe(21);
    expect(inScale(21, 'fahrenheit')).toBeCloseTo(69.8);
    expect(inScale(-40, 'fahrenheit')).toBe(-40);
  });

  it('writes whole degrees by default and tenths on request', () => {
    expect(formatTemperature(21, 'celsius', 'en')).toBe('21 °C');
    expect(formatTemperature(21, 'fahrenheit', 'en')).toBe('70 °F');
    expect(formatTemperature(23.4, 'celsius', 'de', 1)).toBe('23,4 °C');
  });
});
