import { IDLE_POLL_MS, SCREENSAVER_IDLE_MS } from '../../common/spec/timing';

export interface IdlePollerDeps {
  /** Electron's powerMonitor.getSystemIdleTime(): whole seconds since the last input anywhere on the device. */
  readIdleSeconds(): number;
  emit(idleMs: number): void;
  pollMs?: number;
  /** Idle times the renderer wants to hear about as they pass (the screensaver's 5 minutes). */
  thresholdsMs?: readonly number[];
}

/**
 * Tells the renderer about idle transitions, not every poll: input after being idle (idle time fell),
 * and each threshold as it is crossed.
 */
export function createIdlePoller(deps: IdlePollerDeps) {
  const pollMs = deps.pollMs ?? IDLE_POLL_MS;
  const thresholds = [...(deps.thresholdsMs ?? [SCREENSAVER_IDLE_MS])].sort((a, b) => a - b);
  let previousMs = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const poll = () => {
    let idleMs: number;
    try {
      idleMs = Math.max(0, deps.readIdleSeconds() * 1000);
    } catch {
      return;
    }
    if (idleMs < previousMs) deps.emit(idleMs);
    else if (thresholds.some((t) => previousMs < t && idleMs >= t)) deps.emit(idleMs);
    previousMs = idleMs;
  };

  return {
    start() {
      timer ??= setInterval(poll, pollMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    poll,
  };
}
