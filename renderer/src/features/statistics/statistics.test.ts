import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduler } from '@renderer/lib/scheduler';
import { stubBackend } from '@renderer/test/stub-backend';
import { useDeviceStore } from '@renderer/features/room';
import { countView, hourKey, pageIdOf, withoutSent } from './stat-rules';
import { startStatistics } from './start-statistics';
import { migrateStat, useStatStore } from './stat-store';

const registration = { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 's', tvIndex: '0', groups: [], registeredAt: '' };
const HOUR_10 = Date.UTC(2026, 10, 23, 10, 0, 0);

let stop: () => void = () => {};
let navigate: (pathname: string) => void = () => {};
const onNavigation = (listener: (pathname: string) => void) => {
  navigate = listener;
  return () => undefined;
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(HOUR_10 + 25 * 60_000);
  localStorage.clear();
  useStatStore.setState({ counters: {} });
  useDeviceStore.setState({ registration, mode: 'tablet' });
  scheduler.setMode('tablet');
});
afterEach(() => {
  stop();
  scheduler.stopAll();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('statistics rules', () => {
  it('keys counters by the Unix time of the hour, in seconds', () => {
    expect(hourKey(HOUR_10 + 59 * 60_000)).toBe(String(HOUR_10 / 1000));
    expect(countView(countView({}, '20', HOUR_10), '20', HOUR_10 + 1)).toEqual({ [HOUR_10 / 1000]: { 20: 2 } });
  });

  it('clears only what was sent', () => {
    expect(withoutSent({ 3600: { 1: 3, 2: 1 }, 7200: { 1: 1 } }, { 3600: { 1: 2, 2: 1 } })).toEqual({ 3600: { 1: 1 }, 7200: { 1: 1 } });
    expect(pageIdOf('/page/20')).toBe('20');
    expect(pageIdOf('/orders')).toBeNull();
  });

  it('migrates a v1 record and drops junk', () => {
    expect(migrateStat({ pages: { 5: 2 }, since: 7_200_000 }, 1)).toEqual({ counters: { 7200: { 5: 2 } } });
    expect(migrateStat({ counters: { x: { 1: 1 }, 3600: { 1: -4, 2: 'a', 3: 2 } } }, 2)).toEqual({ counters: { 3600: { 3: 2 } } });
  });
});

describe('counting and sending', () => {
  it('counts page views only while the device has a room number', () => {
    stop = startStatistics(onNavigation);
    navigate('/page/20');
    navigate('/orders');
    useDeviceStore.setState({ registration: null });
    navigate('/page/20');
    expect(useStatStore.getState().counters).toEqual({ [HOUR_10 / 1000]: { 20: 1 } });
  });

  it('sends every 5 minutes (room, hotelId, data) and clears on 200', async () => {
    const api = stubBackend({ '/stat/pages/': () => ({}) });
    stop = startStatistics(onNavigation);
    navigate('/page/20');
    await vi.advanceTimersByTimeAsync(299_999);
    expect(api.called('/stat/pages/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.called('/stat/pages/')[0]?.body).toEqual({ room: '101', hotelId: 137, data: { [HOUR_10 / 1000]: { 20: 1 } } });
    expect(useStatStore.getState().counters).toEqual({});
  });

  it('keeps the counters when the statistics host does not answer 200', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    stop = startStatistics(onNavigation);
    navigate('/page/21');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledOnce();
    expect(useStatStore.getState().counters).toEqual({ [HOUR_10 / 1000]: { 21: 1 } });
  });

  it('does not send on a phone', async () => {
    const api = stubBackend({ '/stat/pages/': () => ({}) });
    scheduler.setMode('phone');
    stop = startStatistics(onNavigation);
    navigate('/page/20');
    await vi.advanceTimersByTimeAsync(900_000);
    expect(api.calls).toHaveLength(0);
  });
});
