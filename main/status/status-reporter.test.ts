import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusContext } from '../../common/bridge/contract';
import type { TabletStatusBody } from '../../common/api/device-status';
import { STATUS_REPORT_MS } from '../../common/spec/timing';
import { createStatusReporter, STATUS_QUEUE_MAX } from './status-reporter';

let serial = 0;
const body = (context: StatusContext) =>
  ({ id: String(++serial), page: context.page ?? '/', language: context.language ?? '', status: context.active === false ? 'standby' : 'active' }) as TabletStatusBody;

function setup(options: { registered?: boolean; online?: boolean } = {}) {
  const sent: TabletStatusBody[] = [];
  const state = { online: options.online ?? true, registered: options.registered ?? true };
  const logs: string[] = [];
  const reporter = createStatusReporter({
    build: async (context) => (state.registered ? body(context) : null),
    send: async (report) => {
      if (!state.online) return false;
      sent.push(report);
      return true;
    },
    log: (m) => logs.push(m),
  });
  return { reporter, sent, state, logs };
}

beforeEach(() => {
  serial = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('status reporter schedule', () => {
  it('reports at start and then every 60 s, and stops', async () => {
    const { reporter, sent } = setup();
    reporter.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS * 3);
    expect(sent).toHaveLength(5);
    reporter.stop();
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS * 3);
    expect(sent).toHaveLength(5);
  });

  it('reports at once when page, language or activity change, not when they stay', async () => {
    const { reporter, sent } = setup();
    reporter.start();
    await vi.advanceTimersByTimeAsync(0);
    await reporter.update({ page: '/menu', language: 'en', active: true });
    await reporter.update({ page: '/menu', language: 'en', active: true });
    await reporter.update({ language: 'ru' });
    await reporter.update({ active: false });
    expect(sent.map((r) => [r.page, r.language, r.status])).toEqual([
      ['/', '', 'active'],
      ['/menu', 'en', 'active'],
      ['/menu', 'ru', 'active'],
      ['/menu', 'ru', 'standby'],
    ]);
  });

  it('reports nothing while the screen has no registration', async () => {
    const { reporter, sent } = setup({ registered: false });
    reporter.start();
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS * 2);
    expect(sent).toEqual([]);
    expect(reporter.pending()).toEqual([]);
  });
});

describe('status reporter order', () => {
  it('sends reports in the order they were asked for, however long each takes to build', async () => {
    const sent: TabletStatusBody[] = [];
    const builds: Array<() => void> = [];
    const reporter = createStatusReporter({
      build: (context) => new Promise((resolve) => builds.push(() => resolve(body(context)))),
      send: async (report) => {
        sent.push(report);
        return true;
      },
    });
    reporter.start();
    const pageChange = reporter.update({ page: '/information/offline' });
    await vi.advanceTimersByTimeAsync(0);
    builds[1]?.();
    builds[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    builds[1]?.();
    await pageChange;
    expect(sent.map((r) => r.page)).toEqual(['/', '/information/offline']);
    reporter.stop();
  });
});

describe('status reporter offline', () => {
  it('keeps reports made offline and sends them in order on reconnect', async () => {
    const { reporter, sent, state, logs } = setup({ online: false });
    reporter.start();
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS * 2);
    expect(sent).toEqual([]);
    expect(reporter.pending().map((r) => r.id)).toEqual(['1', '2', '3']);
    state.online = true;
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS);
    expect(sent.map((r) => r.id)).toEqual(['1', '2', '3', '4']);
    expect(reporter.pending()).toEqual([]);
    expect(logs).toEqual(['status reports: backend unreachable, keeping 1', 'status reports: backend reachable again, sending what was kept']);
  });

  it('retries kept reports on its own, 2 s doubling to 15 s, without waiting for the next minute', async () => {
    const attempts: number[] = [];
    let online = false;
    const reporter = createStatusReporter({
      build: async (context) => body(context),
      send: async () => {
        attempts.push(Date.now());
        return online;
      },
    });
    const t0 = Date.now();
    reporter.start();
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 15_000 + 15_000);
    expect(attempts.map((at) => at - t0)).toEqual([0, 2_000, 6_000, 14_000, 29_000, 44_000]);
    online = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reporter.pending()).toEqual([]);
    reporter.stop();
  });

  it('keeps at most the newest STATUS_QUEUE_MAX reports', async () => {
    const { reporter } = setup({ online: false });
    reporter.start();
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS * (STATUS_QUEUE_MAX + 9));
    const pending = reporter.pending();
    expect(pending).toHaveLength(STATUS_QUEUE_MAX);
    expect(pending.at(-1)?.id).toBe(String(STATUS_QUEUE_MAX + 10));
    expect(pending[0]?.id).toBe('11');
  });

  it('survives a failing build and a throwing send', async () => {
    let calls = 0;
    const reporter = createStatusReporter({
      build: async () => {
        calls += 1;
        if (calls === 1) throw new Error('systeminformation failed');
        return body({});
      },
      send: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    reporter.start();
    await vi.advanceTimersByTimeAsync(STATUS_REPORT_MS);
    expect(reporter.pending()).toHaveLength(1);
  });
});
