import { WOL_DELAY_MS } from '@common/spec';

export interface PowerTimerDeps {
  /** Publishes `power` to the room's TVs. */
  sendPower(tvId: string): void;
  /** Told at once which TVs a power command went to (the kiosk bridge times its own wake-on-LAN from here). */
  powerSent(tvIndexes: string[]): void;
  /** After 1 s, the TVs that have not answered `power_switch` (a phone asks the backend: `/wolByTvId`). */
  wake(tvIndexes: string[]): void;
  onChange?(state: PowerState): void;
}

export interface PowerState {
  /** A power command is pending: presses are ignored until its wake-on-LAN moment has passed. */
  timer: boolean;
  /** TVs a power command went to that have not answered yet. */
  tvIndexes: string[];
}

/**
 * Part 2 §4 power: a press while the power timer runs is ignored; otherwise `power` is sent and after 1 s
 * wake-on-LAN goes to the remembered TV indexes; a `power_switch` reply removes its index.
 */
export function createPowerTimer(deps: PowerTimerDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let tvIndexes: string[] = [];
  const changed = () => deps.onChange?.({ timer: timer !== null, tvIndexes: [...tvIndexes] });

  return {
    /** Answers false when the press was ignored. */
    press(tvId: string): boolean {
      if (timer) return false;
      if (!tvIndexes.includes(tvId)) tvIndexes.push(tvId);
      deps.sendPower(tvId);
      deps.powerSent([...tvIndexes]);
      timer = setTimeout(() => {
        timer = null;
        const remaining = [...tvIndexes];
        if (remaining.length > 0) deps.wake(remaining);
        changed();
      }, WOL_DELAY_MS);
      changed();
      return true;
    },
    switched(tvIndex: string): void {
      const before = tvIndexes.length;
      tvIndexes = tvIndexes.filter((index) => index !== tvIndex);
      if (tvIndexes.length !== before) changed();
    },
    state: (): PowerState => ({ timer: timer !== null, tvIndexes: [...tvIndexes] }),
    reset(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      tvIndexes = [];
      changed();
    },
  };
}
