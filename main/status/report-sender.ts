import type { TabletStatusBody } from '../../common/api/device-status';
import { httpFetch, type HttpFetch } from '../device/http-request';

const SEND_TIMEOUT_MS = 10_000;

/** `POST {apiUrl}/tabletStatus` as JSON; any 2xx counts as delivered, anything else is retried later. */
export function createReportSender(statusUrl: () => Promise<string | null>, fetchImpl: HttpFetch = httpFetch) {
  return async (body: TabletStatusBody): Promise<boolean> => {
    const url = await statusUrl();
    if (!url) return false;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // A 4xx will not get better by retrying (unregistered device, bad sign): drop it rather than clog the queue.
      return response.ok || (response.status >= 400 && response.status < 500);
    } catch {
      return false;
    }
  };
}
