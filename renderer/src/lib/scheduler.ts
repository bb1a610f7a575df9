import type { DeviceMode } from '@renderer/platform';

export interface Worker {
  name: string;
  /** A function is read again before every wait: a worker that slows down under errors (rcu polling). */
  intervalMs: number | (() => number);
  /** Part 2 §4: clock, content check, battery and statistics run on tablets only. */
  tabletOnly: boolean;
  run: () => void | Promise<void>;
}

export interface Scheduler {
  register: (worker: Worker) => () => void;
  setMode: (mode: DeviceMode) => void;
  running: () => string[];
  stopAll: () => void;
}

/** Each worker runs on its timeout, then reschedules itself; a failing run never stops the next one. */
export function createScheduler(onError: (name: string, error: unknown) => void = () => {}): Scheduler {
  const workers = new Map<string, Worker>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let mode: DeviceMode | undefined;

  const allowed = (worker: Worker) => mode !== undefined && (!worker.tabletOnly || mode !== 'phone');

  const stop = (name: string) => {
    clearTimeout(timers.get(name));
    timers.delete(name);
  };

  const schedule = (worker: Worker) => {
    stop(worker.name);
    if (!allowed(worker)) return;
    timers.set(
      worker.name,
      setTimeout(() => {
        if (workers.get(worker.name) !== worker) return;
        Promise.resolve()
          .then(worker.run)
          .catch((error: unknown) => onError(worker.name, error))
          .finally(() => {
            if (workers.get(worker.name) === worker && timers.has(worker.name)) schedule(worker);
          });
      }, typeof worker.intervalMs === 'function' ? worker.intervalMs() : worker.intervalMs),
    );
  };

  return {
    register(worker) {
      stop(worker.name);
      workers.set(worker.name, worker);
      schedule(worker);
      return () => {
        if (workers.get(worker.name) !== worker) return;
        stop(worker.name);
        workers.delete(worker.name);
      };
    },
    setMode(next) {
      mode = next;
      for (const worker of workers.values()) schedule(worker);
    },
    running: () => [...timers.keys()],
    stopAll() {
      for (const name of [...timers.keys()]) stop(name);
    },
  };
}

/** The app's one scheduler; startup tells it the device mode, and only then do workers start. */
export const scheduler = createScheduler((name, error) => console.warn(`[stay] worker ${name} failed`, error));
