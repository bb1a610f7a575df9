import type { HotelConfig } from '@common/api';
import { contentPaths, staticPaths } from '@common/api';

type CheckStatus = 'pass' | 'fail' | 'not-configured';

export interface CheckResult {
  name: string;
  target: string;
  status: CheckStatus;
  ms: number;
  detail: string;
}

export interface DiagnosticsTarget {
  hotel: string;
  uid: string;
  config: Pick<HotelConfig, 'apiUrl' | 'contentUrl' | 'queueUrl' | 'rcuUrl'>;
  staticBase: string;
  room: string | undefined;
  /** The kiosk's remote-state socket address, when the device has one. */
  remoteStateUrl: string | undefined;
}

const CHECK_TIMEOUT_MS = 5_000;

async function probe(name: string, url: string, fetcher: typeof fetch): Promise<CheckResult> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  try {
    const response = await fetcher(url, { cache: 'no-store', signal: controller.signal });
    const ms = Math.round(performance.now() - started);
    return { name, target: url, status: response.ok ? 'pass' : 'fail', ms, detail: `HTTP ${response.status}` };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    return { name, target: url, status: 'fail', ms, detail: controller.signal.aborted ? `no answer in ${CHECK_TIMEOUT_MS} ms` : String((error as Error).message || error) };
  } finally {
    clearTimeout(timer);
  }
}

function socketProbe(url: string): Promise<CheckResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: CheckStatus, detail: string) => {
      clearTimeout(timer);
      resolve({ name: 'remote state', target: url, status, ms: Math.round(performance.now() - started), detail });
    };
    let socket: WebSocket;
    const timer = setTimeout(() => {
      socket?.close();
      done('fail', `no answer in ${CHECK_TIMEOUT_MS} ms`);
    }, CHECK_TIMEOUT_MS);
    try {
      socket = new WebSocket(url);
      socket.onopen = () => {
        socket.close();
        done('pass', 'socket opened');
      };
      socket.onerror = () => done('fail', 'socket refused');
    } catch (error) {
      done('fail', String((error as Error).message || error));
    }
  });
}

const notConfigured = (name: string, detail: string): CheckResult => ({ name, target: '', status: 'not-configured', ms: 0, detail });

/** Each backend host the app uses, the queue, the room controller and the remote-state socket, with timings. */
export async function runDiagnostics(target: DiagnosticsTarget, fetcher: typeof fetch = fetch): Promise<CheckResult[]> {
  const { config, uid, hotel, room } = target;
  const checks: Promise<CheckResult>[] = [
    probe('static', `${target.staticBase}${staticPaths.config(hotel)}`, fetcher),
    probe('content', `${config.contentUrl}${contentPaths.hash(uid)}`, fetcher),
    probe('api', `${config.apiUrl}/hotel?name=${encodeURIComponent(hotel)}`, fetcher),
    config.queueUrl ? probe('queue', config.queueUrl, fetcher) : Promise.resolve(notConfigured('queue', 'no queueUrl in the hotel config')),
    !config.rcuUrl
      ? Promise.resolve(notConfigured('room controller', 'no rcuUrl in the hotel config'))
      : room
        ? probe('room controller', `${config.rcuUrl}/state.php?room=${encodeURIComponent(room)}`, fetcher)
        : Promise.resolve(notConfigured('room controller', 'this device has no room')),
    target.remoteStateUrl
      ? socketProbe(target.remoteStateUrl)
      : Promise.resolve(notConfigured('remote state', 'this device has no remote-state socket')),
  ];
  return Promise.all(checks);
}
