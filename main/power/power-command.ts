import { WOL_DELAY_MS } from '../../common/spec/timing';

export interface PowerCommanderDeps {
  /** Remembered TV MAC addresses by TV index. */
  tvMacs(): Record<string, string>;
  wake(mac: string): Promise<void>;
  /** `POST {api}/wolByTvId`; the backend wakes the TV too, where the room LAN blocks broadcasts. */
  notifyBackend(tvId: string, mac: string): Promise<void>;
  log?(message: string): void;
  delayMs?: number;
}

/** Part 2 §4: after a power command, wake-on-LAN goes to the remembered TV indexes one second later. */
export function createPowerCommander(deps: PowerCommanderDeps) {
  const delayMs = deps.delayMs ?? WOL_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const wakeAll = async (targets: [string, string][]) => {
    for (const [tvIndex, mac] of targets) {
      await deps.wake(mac).catch((error: unknown) => deps.log?.(`wake-on-LAN to TV ${tvIndex} failed: ${String(error)}`));
      await deps.notifyBackend(tvIndex, mac).catch((error: unknown) => deps.log?.(`wolByTvId ${tvIndex} failed: ${String(error)}`));
    }
  };

  return {
    /** Returns the indexes it will wake; a press while a wake is pending is ignored (the spec's power timer). */
    command(tvIndexes: readonly string[]): string[] {
      if (timer) return [];
      const macs = deps.tvMacs();
      const targets = [...new Set(tvIndexes)].filter((i) => macs[i]).map((i): [string, string] => [i, macs[i] as string]);
      if (targets.length === 0) return [];
      timer = setTimeout(() => {
        timer = null;
        void wakeAll(targets);
      }, delayMs);
      return targets.map(([index]) => index);
    },
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
