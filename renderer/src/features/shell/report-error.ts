import { request, normalizeError } from '@renderer/lib/api';
import { log, logEntries } from '@renderer/lib/log';

const MAX_LOGS = 100;
const MAX_LINE = 2000;

const line = (entry: ReturnType<typeof logEntries>[number]): string => {
  let data = '';
  try {
    data = entry.data === undefined ? '' : ` ${entry.data instanceof Error ? entry.data.message : JSON.stringify(entry.data)}`;
  } catch {
    data = ' [unserialisable]';
  }
  return `${new Date(entry.at).toISOString()} ${entry.level} ${entry.message}${data}`.slice(0, MAX_LINE);
};

/** Part 1 §8: errors go to the reporting endpoint, normalised, with the recent log and the uptime. */
export async function reportError(error: unknown): Promise<void> {
  const { message, status } = normalizeError(error);
  try {
    await request({
      base: 'api',
      path: '/errors',
      body: {
        json: {
          message: message.slice(0, MAX_LINE) || 'Unknown error',
          status,
          logs: logEntries().slice(-MAX_LOGS).map(line),
          // Seconds since the page started: this module loads only when there is something to report.
          uptime: performance.now() / 1000,
          url: location.pathname + location.search,
        },
      },
      responseType: 'none',
    });
  } catch (failure) {
    log('warn', 'error report not sent', failure);
  }
}
