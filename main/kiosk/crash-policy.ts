import { RENDERER_RELOAD_MAX_MS, RENDERER_RELOAD_MIN_MS } from '../../common/spec/timing';

export interface CrashPolicyOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  /** This many crashes within `windowMs` and the renderer is given up on for a while: fallback screen. */
  maxCrashes?: number;
  windowMs?: number;
}

export type CrashDecision = { action: 'reload'; delayMs: number } | { action: 'fallback'; retryInMs: number };

/** Pure: when a crashed or hung renderer is reloaded, and when it is replaced by the local fallback screen. */
export function createCrashPolicy(options: CrashPolicyOptions = {}) {
  const minDelayMs = options.minDelayMs ?? RENDERER_RELOAD_MIN_MS;
  const maxDelayMs = options.maxDelayMs ?? RENDERER_RELOAD_MAX_MS;
  const maxCrashes = options.maxCrashes ?? 5;
  const windowMs = options.windowMs ?? 10 * 60_000;
  let crashes: number[] = [];

  return {
    onCrash(now: number): CrashDecision {
      crashes = [...crashes.filter((at) => now - at < windowMs), now];
      if (crashes.length >= maxCrashes) return { action: 'fallback', retryInMs: maxDelayMs };
      return { action: 'reload', delayMs: Math.min(maxDelayMs, minDelayMs * 2 ** (crashes.length - 1)) };
    },
    recentCrashes(now: number): number {
      return crashes.filter((at) => now - at < windowMs).length;
    },
  };
}

export type CrashPolicy = ReturnType<typeof createCrashPolicy>;
