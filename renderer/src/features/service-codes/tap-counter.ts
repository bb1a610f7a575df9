import { SERVICE_CODE_TAP_GAP_MS, SERVICE_CODE_TAPS } from '@common/spec';

/** Part 1 §5: seven taps, each within 1 s of the one before, open the code entry. A slow tap starts over. */
export function createTapCounter(now: () => number = Date.now, taps = SERVICE_CODE_TAPS, gapMs = SERVICE_CODE_TAP_GAP_MS) {
  let count = 0;
  let last = -Infinity;
  return {
    /** True on the tap that completes the sequence; the count then starts over. */
    tap(): boolean {
      const at = now();
      count = at - last <= gapMs ? count + 1 : 1;
      last = at;
      if (count < taps) return false;
      count = 0;
      last = -Infinity;
      return true;
    },
  };
}
