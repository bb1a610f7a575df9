import type { RcuStateChange } from '@common/api';
import { RCU_LINK_TYPES } from '@common/api';
import type { Scheduler } from '@renderer/lib/scheduler';
import type { RcuDevice } from './rcu-devices';
import { networkErrorAction, normalizeRemoteState, pollIntervalMs } from './rcu-rules';
import { useRcuStore } from './rcu-store';

/** Who the calls speak for: part 2 §5, room control calls need a known room number. */
export interface RcuTarget {
  room: string;
  token: string;
}

export interface RcuEngineDeps {
  scheduler: Scheduler;
  /** state.php: the raw reply, or a rejection for a failed read. */
  read: (device: RcuDevice, target: RcuTarget) => Promise<unknown>;
  /** push.php: true when the reply was 'OK'. */
  push: (device: RcuDevice, change: RcuStateChange, target: RcuTarget) => Promise<boolean>;
  target: () => RcuTarget | null;
  /** rcuIntervalUpdateTimeout and serverRcuValueIgnoreTime of the hotel config. */
  timing: () => { intervalMs: number; ignoreMs: number };
  environment: () => { wifi: boolean; inRoom: boolean; everywhere: boolean };
  /** The 'rcu_network_type_error' alert. */
  alert: () => void;
  log: (message: string) => void;
  pushFailed: () => void;
  now: () => number;
}

export interface WatchOptions {
  /** The rcu page itself, where the network alert may show. */
  page: boolean;
}

export interface RcuEngine {
  /** Polls these devices while watched: at once, then on the interval. Returns the release. */
  watch: (devices: readonly RcuDevice[], options: WatchOptions) => () => void;
  /** One read of every device, without polling (the tablet's init when its room appears). */
  readOnce: (devices: readonly RcuDevice[]) => Promise<void>;
  /**
   * Shows `local` at once (the server's values are ignored for a while), pushes `change`, and re-reads every
   * watched device after a push the controller took. Answers whether it took it.
   */
  change: (device: RcuDevice, change: RcuStateChange, local?: RcuStateChange) => Promise<boolean>;
  polling: () => boolean;
}

const WORKER = 'rcu-state';

export function createRcuEngine(deps: RcuEngineDeps): RcuEngine {
  const watchers = new Map<symbol, { devices: readonly RcuDevice[]; options: WatchOptions }>();
  const pushes = new Map<string, { pending: RcuStateChange | null; running: Promise<boolean> | null }>();
  let stopPolling: (() => void) | null = null;

  const watched = (): RcuDevice[] => {
    const byKey = new Map<string, RcuDevice>();
    for (const { devices } of watchers.values()) for (const device of devices) byKey.set(device.key, device);
    return [...byKey.values()];
  };

  const onPage = () => [...watchers.values()].some((w) => w.options.page);

  const countError = () => {
    const errors = useRcuStore.getState().readFailed();
    const environment = deps.environment();
    const action = networkErrorAction(errors, { ...environment, shown: onPage() || environment.everywhere });
    if (action === 'log') deps.log(`room control: ${errors} network errors in a row on a connection that is not Wi-Fi`);
    if (action === 'alert') deps.alert();
  };

  const readDevice = async (device: RcuDevice, target: RcuTarget) => {
    const startedAt = deps.now();
    let raw: unknown;
    try {
      raw = await deps.read(device, target);
    } catch {
      countError();
      return;
    }
    const store = useRcuStore.getState();
    store.readSucceeded();
    store.applyServer(device.key, normalizeRemoteState(raw), startedAt, deps.now(), deps.timing().ignoreMs);
  };

  const readAll = async (devices: readonly RcuDevice[]) => {
    const target = deps.target();
    if (!target || devices.length === 0) return;
    await Promise.all(devices.map((device) => readDevice(device, target)));
  };

  const startPolling = () => {
    stopPolling ??= deps.scheduler.register({
      name: WORKER,
      intervalMs: () => pollIntervalMs(useRcuStore.getState().networkErrors, deps.timing().intervalMs),
      tabletOnly: false,
      run: () => readAll(watched()),
    });
  };

  const sendPushes = async (device: RcuDevice, target: RcuTarget): Promise<boolean> => {
    const queue = pushes.get(device.key)!;
    let ok = true;
    while (queue.pending) {
      const change = queue.pending;
      queue.pending = null;
      ok = await deps.push(device, change, target).catch(() => false);
    }
    queue.running = null;
    if (!ok) deps.pushFailed();
    else if (!RCU_LINK_TYPES.includes(device.type)) await readAll(watched());
    return ok;
  };

  return {
    watch(devices, options) {
      const id = Symbol('rcu watcher');
      watchers.set(id, { devices, options });
      startPolling();
      void readAll(devices);
      return () => {
        watchers.delete(id);
        if (watchers.size > 0) return;
        stopPolling?.();
        stopPolling = null;
      };
    },
    readOnce: (devices) => readAll(devices),
    change(device, change, local = change) {
      const target = deps.target();
      if (!target) return Promise.resolve(false);
      useRcuStore.getState().applyLocal(device.key, local, deps.now());
      let queue = pushes.get(device.key);
      if (!queue) {
        queue = { pending: null, running: null };
        pushes.set(device.key, queue);
      }
      // A climate unit's fields add up (a setpoint and a fan speed); any other device takes the latest change.
      queue.pending = device.type === 'fcu' ? { ...queue.pending, ...change } : change;
      queue.running ??= sendPushes(device, target);
      return queue.running;
    },
    polling: () => stopPolling !== null,
  };
}
