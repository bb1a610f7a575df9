import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

const REPO = resolve(import.meta.dirname, '../../..');
const READY = /Phone:\s+http:\/\/[^:/]+:(\d+)\//;

export interface DemoServer {
  port: number;
  /** The demo hotel's operator token. */
  operatorToken: string;
  /** Every hotel's operator token, as the server printed them. */
  operatorTokens: Record<string, string>;
  /** `Authorization` header for a hotel's operator calls. */
  operatorHeaders(hotel?: string): Record<string, string>;
  /** An operator call over loopback: `operator('POST', '/demo/installation-mode', { on: true })`. */
  operator<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; body: T }>;
  /** The operator opens the hotel's installation window (30 minutes), as an installer at work needs. */
  openInstallation(hotel?: string): Promise<void>;
  dataDir: string;
  /** `http://{hotel}.localhost:{port}`: Chromium resolves every *.localhost name to loopback. */
  origin(hotel?: string): string;
  stop(): Promise<void>;
  /** Ends the server at once (SIGKILL), as a power cut or a crash would: nothing gets to flush or close. */
  kill(): Promise<void>;
  /** Stops and starts again on the same port and data directory. */
  restart(): Promise<void>;
  /** Starts again after stop() or kill(), on the same port and data directory. */
  start(): Promise<void>;
}

const TOKEN_LINE = /^ {2}([a-z0-9-]+): (\S+)$/gm;

/** Resolves with the port and the operator tokens the server printed before its URLs. */
const waitForReady = (child: ChildProcess): Promise<{ port: number; tokens: Record<string, string> }> =>
  new Promise((ok, fail) => {
    let out = '';
    // A cold tsx start on a busy 2-core machine takes seconds, not half of one.
    const timer = setTimeout(() => fail(new Error(`demo server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = READY.exec(out);
      if (match) {
        clearTimeout(timer);
        ok({ port: Number(match[1]), tokens: Object.fromEntries([...out.matchAll(TOKEN_LINE)].map((m) => [m[1], m[2]])) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`demo server exited with ${code}:\n${out}`));
    });
  });

const STOP_GRACE_MS = 3_000;

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      ok();
    });
    child.kill('SIGTERM');
  });

/**
 * Starts the real demo backend (`server/start.ts`) on 127.0.0.1, a free port and its own data directory; with
 * `resourcesDir`, on a copy of the hotels a test changed (a hotel with a language model, say).
 */
export async function startDemoServer(options: { dataDir?: string; resourcesDir?: string; env?: Record<string, string> } = {}): Promise<DemoServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'stay-e2e-'));
  const operatorToken = randomBytes(16).toString('hex');
  let child: ChildProcess;
  let port = 0;
  let operatorTokens: Record<string, string> = {};

  const launch = async () => {
    // The e2e run's global setup bundles the server once; benchmarks and single scripts run the sources.
    const entry = process.env.STAY_SERVER_BUNDLE ? [process.env.STAY_SERVER_BUNDLE] : ['--import', 'tsx', join(REPO, 'server/start.ts')];
    child = spawn(process.execPath, entry, {
      cwd: REPO,
      env: {
        ...process.env,
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        HOTEL_DATA_DIR: dataDir,
        OPERATOR_TOKEN: operatorToken,
        ...(options.resourcesDir ? { STAY_RESOURCES_DIR: options.resourcesDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = await waitForReady(child);
    port = ready.port;
    operatorTokens = ready.tokens;
  };
  await launch();

  return {
    get port() {
      return port;
    },
    operatorToken,
    get operatorTokens() {
      return operatorTokens;
    },
    operatorHeaders: (hotel = 'demo') => ({ authorization: `Bearer ${operatorTokens[hotel] ?? ''}` }),
    operator: <T,>(method: 'GET' | 'POST', path: string, body?: object) => operatorCall<T>(port, operatorTokens, method, path, body),
    async openInstallation(hotel = 'demo') {
      const answer = await operatorCall(port, operatorTokens, 'POST', `/${hotel}/installation-mode`, { on: true });
      if (answer.status !== 200) throw new Error(`could not open the installation window: ${JSON.stringify(answer.body)}`);
    },
    dataDir,
    origin: (hotel = 'demo') => `http://${hotel}.localhost:${port}`,
    stop: () => stopChild(child),
    kill: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGKILL');
      }),
    restart: async () => {
      await stopChild(child);
      await launch();
    },
    start: launch,
  };
}

export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

async function operatorCall<T = Record<string, unknown>>(port: number, tokens: Record<string, string>, method: 'GET' | 'POST', path: string, body?: object) {
  const hotel = path.split('/')[1] ?? 'demo';
  const response = await fetch(`http://127.0.0.1:${port}/operator${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[hotel] ?? ''}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}
