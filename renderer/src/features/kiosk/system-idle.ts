import { SCREENSAVER_IDLE_MS } from '@common/spec';

/**
 * Main pushes the system idle time on transitions. A reading below the screensaver's threshold means
 * someone touched the device (even outside this window): that is activity for the renderer's idle timers.
 */
export function isSystemActivity(idleMs: number): boolean {
  return Number.isFinite(idleMs) && idleMs >= 0 && idleMs < SCREENSAVER_IDLE_MS;
}
