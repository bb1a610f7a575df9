import type { StatusContext } from '../../common/bridge/contract';
import type { TabletStatusBody } from '../../common/api/device-status';
import { STATUS_REPORT_MS } from '../../common/spec/timing';

/** Reports kept while the backend cannot be reached: a day offline at one a minute would be 1440. */
export const STATUS_QUEUE_MAX = 180;

/** While the backend is unreachable, kept reports are retried on their own, 2 s doubling to 15 s. */
const STATUS_RETRY_MIN_MS = 2_000;
const STATUS_RETRY_MAX_MS = 15_000;

type ReportReason = 'schedule' | 'page' | 'language' | 'power' | 'network' | 'start';

export interface StatusReporterDeps {
  /** Null while the screen has no room registration: nothing is reported then. */
  build(context: StatusContext, online: boolean): Promise<TabletStatusBody | null>;
  /** Resolves true when the backend took the report; false or a rejection keeps it queued. */
  send(body: TabletStatusBody): Promise<boolean>;
  log?(message: string): void;
  intervalMs?: number;
  maxQueued?: number;
}

export interface StatusReporter {
  start(): void;
  stop(): void;
  /** The renderer's page, language and activity; a change of any of them reports at once. */
  update(context: StatusContext): Promise<void>;
  /** Something main noticed (power, network) changed: report now. */
  report(reason: ReportReason): Promise<void>;
  /** Reports built but not yet accepted by the backend, oldest first. */
  pending(): readonly TabletStatusBody[];
}

export function createStatusReporter(deps: StatusReporterDeps): StatusReporter {
  const intervalMs = deps.intervalMs ?? STATUS_REPORT_MS;
  const maxQueued = deps.maxQueued ?? STATUS_QUEUE_MAX;
  const queue: TabletStatusBody[] = [];
  let context: StatusContext = {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = STATUS_RETRY_MIN_MS;
  let flushing: Promise<void> | null = null;
  let online = true;
  let running = false;

  const enqueue = (body: TabletStatusBody) => {
    queue.push(body);
    if (queue.length > maxQueued) {
      queue.splice(0, queue.length - maxQueued);
      deps.log?.(`status reports: offline queue full, kept the newest ${maxQueued}`);
    }
  };

  const flushOnce = async () => {
    while (queue.length > 0) {
      const next = queue[0] as TabletStatusBody;
      const ok = await deps.send(next).catch(() => false);
      if (!ok) {
        if (online) deps.log?.(`status reports: backend unreachable, keeping ${queue.length}`);
        online = false;
        return;
      }
      if (!online) deps.log?.('status reports: backend reachable again, sending what was kept');
      online = true;
      if (queue[0] === next) queue.shift();
    }
  };

  const scheduleRetry = () => {
    if (!running || retryTimer || queue.length === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void flush();
    }, retryDelay);
    retryDelay = Math.min(STATUS_RETRY_MAX_MS, retryDelay * 2);
  };

  const flush = (): Promise<void> => {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
      if (!online) scheduleRetry();
      else {
        retryDelay = STATUS_RETRY_MIN_MS;
        if (queue.length > 0) void flush();
      }
    });
    return flushing;
  };

  const buildAndEnqueue = async (snapshot: StatusContext) => {
    try {
      const body = await deps.build(snapshot, online);
      if (body) enqueue(body);
    } catch (error) {
      deps.log?.(`status reports: could not build a report: ${String(error)}`);
    }
  };

  /** Builds take varying time (interfaces, identity); chaining them keeps the newest context the last one sent. */
  let building: Promise<void> = Promise.resolve();
  const report = async (_reason: ReportReason) => {
    const snapshot = context;
    building = building.then(() => buildAndEnqueue(snapshot));
    await building;
    await flush();
  };

  const schedule = () => {
    if (!running) return;
    timer = setTimeout(() => {
      void report('schedule').finally(schedule);
    }, intervalMs);
  };

  return {
    start() {
      if (running) return;
      running = true;
      void report('start');
      schedule();
    },
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      if (retryTimer) clearTimeout(retryTimer);
      timer = null;
      retryTimer = null;
    },
    async update(next) {
      const changed: ReportReason[] = [];
      if (next.page !== undefined && next.page !== context.page) changed.push('page');
      if (next.language !== undefined && next.language !== context.language) changed.push('language');
      if (next.active !== undefined && next.active !== context.active) changed.push('power');
      context = { ...context, ...next };
      if (changed.length > 0 && running) await report(changed[0] as ReportReason);
    },
    report,
    pending: () => [...queue],
  };
}
