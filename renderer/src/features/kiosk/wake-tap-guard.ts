/** How long after the waking touch its click and release are still swallowed. */
export const WAKE_TAP_WINDOW_MS = 1_000;

export type WakeReason = 'screensaver' | 'screen-off';

const FOLLOW_UPS = ['pointerup', 'mouseup', 'touchend', 'click'] as const;

/**
 * The touch that wakes the screen is not a click in the app. On the screensaver its pointerdown still
 * reaches the screensaver (which goes home), but the click that follows never lands on what is under the
 * finger. With the screen off even the pointerdown is kept from the app.
 */
export function createWakeTapGuard(target: Window = window, onWake: () => void = () => undefined, now: () => number = Date.now) {
  let armed: WakeReason | null = null;
  let swallowUntil = 0;

  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onPointerDown = (event: Event) => {
    if (!armed) return;
    if (armed === 'screen-off') stop(event);
    armed = null;
    swallowUntil = now() + WAKE_TAP_WINDOW_MS;
    onWake();
  };
  const onFollowUp = (event: Event) => {
    if (now() > swallowUntil) return;
    stop(event);
    if (event.type === 'click') swallowUntil = 0;
  };

  target.addEventListener('pointerdown', onPointerDown, { capture: true });
  for (const type of FOLLOW_UPS) target.addEventListener(type, onFollowUp, { capture: true });

  return {
    arm(reason: WakeReason) {
      armed = reason;
    },
    disarm() {
      armed = null;
    },
    armed: () => armed,
    dispose() {
      target.removeEventListener('pointerdown', onPointerDown, { capture: true });
      for (const type of FOLLOW_UPS) target.removeEventListener(type, onFollowUp, { capture: true });
    },
  };
}
