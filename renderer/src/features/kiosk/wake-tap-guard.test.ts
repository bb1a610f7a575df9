import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWakeTapGuard, WAKE_TAP_WINDOW_MS } from './wake-tap-guard';
import { isSystemActivity } from './system-idle';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  document.body.innerHTML = '';
});

function setup() {
  let now = 1000;
  const onWake = vi.fn();
  const guard = createWakeTapGuard(window, onWake, () => now);
  dispose = guard.dispose;
  const button = document.createElement('button');
  document.body.append(button);
  const seen: string[] = [];
  for (const type of ['pointerdown', 'pointerup', 'click']) button.addEventListener(type, () => seen.push(type));
  const tap = () => {
    button.dispatchEvent(new Event('pointerdown', { bubbles: true, cancelable: true }));
    button.dispatchEvent(new Event('pointerup', { bubbles: true, cancelable: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };
  return { guard, seen, tap, onWake, advance: (ms: number) => (now += ms) };
}

describe('wake tap guard', () => {
  it('keeps the whole tap that wakes a switched-off screen from the app, then lets the next one through', () => {
    const { guard, seen, tap, onWake, advance } = setup();
    guard.arm('screen-off');
    tap();
    expect(seen).toEqual([]);
    expect(onWake).toHaveBeenCalledTimes(1);
    advance(WAKE_TAP_WINDOW_MS + 1);
    tap();
    expect(seen).toEqual(['pointerdown', 'pointerup', 'click']);
  });

  it('on the screensaver lets the pointerdown wake it but swallows the click under the finger', () => {
    const { guard, seen, tap } = setup();
    guard.arm('screensaver');
    tap();
    expect(seen).toEqual(['pointerdown']);
    expect(guard.armed()).toBeNull();
  });

  it('does nothing when not armed', () => {
    const { seen, tap, onWake } = setup();
    tap();
    expect(seen).toEqual(['pointerdown', 'pointerup', 'click']);
    expect(onWake).not.toHaveBeenCalled();
  });
});

describe('isSystemActivity', () => {
  it('is input when the system idle time is below the screensaver threshold', () => {
    expect(isSystemActivity(0)).toBe(true);
    expect(isSystemActivity(299_999)).toBe(true);
    expect(isSystemActivity(300_000)).toBe(false);
    expect(isSystemActivity(Number.NaN)).toBe(false);
    expect(isSystemActivity(-1)).toBe(false);
  });
});
