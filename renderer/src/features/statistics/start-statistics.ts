import { STAT_SEND_MS } from '@common/spec';
import { useDeviceStore } from '@renderer/features/room';
import { sendPageStats } from '@renderer/lib/api/stat-calls';
import { log } from '@renderer/lib/log';
import { scheduler } from '@renderer/lib/scheduler';
import { pageIdOf } from './stat-rules';
import { useStatStore } from './stat-store';

/** Sends what was counted; on 200 it is cleared, otherwise kept for the next time. */
export async function sendStatistics(): Promise<void> {
  const registration = useDeviceStore.getState().registration;
  const counters = useStatStore.getState().counters;
  if (!registration || Object.keys(counters).length === 0) return;
  try {
    await sendPageStats({ room: registration.roomNumber, hotelId: registration.hotelId, data: counters });
    useStatStore.getState().clearSent(counters);
  } catch (error) {
    log('info', 'statistics kept for the next send', error);
  }
}

/** Part 2 §4: a page view counts only while the device has a room number; statistics go out every 5 minutes (tablets). */
export function startStatistics(onNavigation: (listener: (pathname: string) => void) => () => void): () => void {
  const countPage = (pathname: string) => {
    const pageId = pageIdOf(pathname);
    if (pageId && useDeviceStore.getState().registration?.roomNumber) useStatStore.getState().count(pageId);
  };
  countPage(location.pathname);
  const stopCounting = onNavigation(countPage);
  const stopSending = scheduler.register({ name: 'statistics', intervalMs: STAT_SEND_MS, tabletOnly: true, run: sendStatistics });
  return () => {
    stopCounting();
    stopSending();
  };
}
