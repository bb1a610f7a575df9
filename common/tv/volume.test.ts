import { describe, expect, it } from 'vitest';
import { clampRadioVolume, clampTvVolume, stepRadioVolume } from './volume';

describe('TV volume (part 2 §5: clamped 0..100)', () => {
  it('keeps values inside 0..100 and whole', () => {
    expect(clampTvVolume(-5)).toBe(0);
    expect(clampTvVolume(0)).toBe(0);
    expect(clampTvVolume(42)).toBe(42);
    expect(clampTvVolume(100)).toBe(100);
    expect(clampTvVolume(101)).toBe(100);
    expect(clampTvVolume(55.6)).toBe(56);
    expect(clampTvVolume(Number.NaN)).toBe(0);
  });
});

describe('radio volume (part 2 §4: steps of 0.1 within 0..1)', () => {
  it('steps by 0.1 without drift', () => {
    let volume = 0;
    for (let i = 0; i < 7; i++) volume = stepRadioVolume(volume, 1);
    expect(volume).toBe(0.7);
    expect(stepRadioVolume(0.3, -1)).toBe(0.2);
  });

  it('stops at 0 and at 1', () => {
    expect(stepRadioVolume(1, 1)).toBe(1);
    expect(stepRadioVolume(0.95, 1)).toBe(1);
    expect(stepRadioVolume(0, -1)).toBe(0);
    expect(clampRadioVolume(1.7)).toBe(1);
    expect(clampRadioVolume(-0.2)).toBe(0);
  });
});
