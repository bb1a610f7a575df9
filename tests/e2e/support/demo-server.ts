import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

const REPO = resolve(import.meta.dirname, '../../..');
const READY = /Phone:\s+http:\/\/[^:/]+:(\d+)\//;

export interface DemoServer {
  port: number;
  operatorToken: string;
  dataDir: string;
  /** `http://{hotel}.localhost:{port}`: Chromium resolves every *.localhost name to loopback. */
  origin(hotel?: string): string;
  stop(): Promise<void>;
  /** Stops and starts again on the same port and data directory. */
  restart(): Promise<void>;
}

const waitForReady = (child: ChildProcess): Promise<number> =>
  new Promise((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`demo server did not start:\n${out}`)), 20_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = READY.exec(out);
      if (match) {
        clearTimeout(timer);
        ok(Number(match[1]));
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
export async function startDemoServer(options: { dataDir?: string; resourcesDir?: string } = {}): Promise<DemoServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'stay-e2e-'));
  const operatorToken = randomBytes(16).toString('hex');
  let child: ChildProcess;
  let port = 0;

  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'server/start.ts')], {
      cwd: REPO,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        HOTEL_DATA_DIR: dataDir,
        OPERATOR_TOKEN: operatorToken,
        ...(options.resourcesDir ? { STAY_RESOURCES_DIR: options.resourcesDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await waitForReady(child);
  };
  await launch();

  return {
    get port() {
      return port;
    },
    operatorToken,
    dataDir,
    origin: (hotel = 'demo') => `http://${hotel}.localhost:${port}`,
    stop: () => stopChild(child),
    restart: async () => {
      await stopChild(child);
      await launch();
    },
  };
}

export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
