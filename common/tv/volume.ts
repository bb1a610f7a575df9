import { RADIO_VOLUME_MAX, RADIO_VOLUME_MIN, RADIO_VOLUME_STEP, TV_VOLUME_MAX, TV_VOLUME_MIN } from '../spec/limits';

/** Part 2 §5: TV volume is a whole number within 0..100; anything else is brought back inside. */
export function clampTvVolume(value: number): number {
  if (!Number.isFinite(value)) return TV_VOLUME_MIN;
  return Math.min(TV_VOLUME_MAX, Math.max(TV_VOLUME_MIN, Math.round(value)));
}

/** Part 2 §4/§5: radio volume moves in steps of 0.1 within 0..1, without floating-point drift. */
export function stepRadioVolume(value: number, steps: number): number {
  const tenths = Math.round((Number.isFinite(value) ? value : 0) / RADIO_VOLUME_STEP) + Math.trunc(steps);
  return clampRadioVolume(tenths * RADIO_VOLUME_STEP);
}

export function clampRadioVolume(value: number): number {
  if (!Number.isFinite(value)) return RADIO_VOLUME_MIN;
  return Math.round(Math.min(RADIO_VOLUME_MAX, Math.max(RADIO_VOLUME_MIN, value)) * 10) / 10;
}
