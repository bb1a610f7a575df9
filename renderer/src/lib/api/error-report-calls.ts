import { request } from './client';
import { logEntries } from '../log';

const MAX_LOGS = 100;
const MAX_LINE = 2_000;

/** `POST {api}/errors`: the message with the recent log and the uptime, as the error-reporting service expects. */
export function sendErrorReport(message: string, status?: number): Promise<unknown> {
  const logs = logEntries()
    .slice(-MAX_LOGS)
    .map((entry) => `${new Date(entry.at).toISOString()} ${entry.level} ${entry.message}`.slice(0, MAX_LINE));
  return request({
    base: 'api',
    path: '/errors',
    body: { json: { message: message.slice(0, MAX_LINE), status, logs, uptime: performance.now() / 1000, url: location.href } },
  });
}
