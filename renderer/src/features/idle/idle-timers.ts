import { IDLE_DEBOUNCE_MS, IDLE_TIMEOUT_DEFAULT_MS, SCREENSAVER_IDLE_MS } from '@common/spec';

export interface IdleOptions {
  /** Config `idleTimeout` in seconds; default 60 s. */
  idleTimeoutS?: number;
  onIdle: () => void;
  onScreensaver: () => void;
}

export interface IdleTimers {
  /** Input seen: restarts both timers once the input has been quiet for 200 ms. */
  activity: () => void;
  /** Restarts both timers now (the kiosk reports system idle time this way). */
  restart: () => void;
  stop: () => void;
}

export const idleTimeoutMs = (seconds: number | undefined): number =>
  seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : IDLE_TIMEOUT_DEFAULT_MS;

/** Part 1 §4 Idle: back to `/` after the idle timeout, `/screensaver` after 5 minutes without input. */
export function createIdleTimers({ idleTimeoutS, onIdle, onScreensaver }: IdleOptions): IdleTimers {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let screensaverTimer: ReturnType<typeof setTimeout> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clear = () => {
    clearTimeout(idleTimer);
    clearTimeout(screensaverTimer);
  };
  const restart = () => {
    if (stopped) return;
    clear();
    idleTimer = setTimeout(onIdle, idleTimeoutMs(idleTimeoutS));
    screensaverTimer = setTimeout(onScreensaver, SCREENSAVER_IDLE_MS);
  };
  restart();

  return {
    activity() {
      clearTimeout(debounce);
      debounce = setTimeout(restart, IDLE_DEBOUNCE_MS);
    },
    restart,
    stop() {
      stopped = true;
      clear();
      clearTimeout(debounce);
    },
  };
}
