import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../../..');
export const KAMAILIO_CONFIG = join(REPO, 'deploy/kamailio/kamailio.cfg');

/** Why the Kamailio test cannot run here (no binary, or the config needs modules that are missing), or undefined. */
export function kamailioMissing(): string | undefined {
  const version = spawnSync('kamailio', ['-v'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return 'kamailio is not installed (.ci/run installs kamailio, kamailio-websocket-modules and kamailio-tls-modules from Debian)';
  const check = spawnSync('kamailio', ['-c', '-f', KAMAILIO_CONFIG], {
    encoding: 'utf8',
    env: { ...process.env, STAY_SIP_LISTEN: 'tcp:127.0.0.1:5066', STAY_SIP_SECRET: 'check' },
  });
  if (check.status !== 0) return `kamailio cannot load deploy/kamailio/kamailio.cfg: ${(check.stderr || check.stdout).trim().split('\n').slice(-3).join(' ')}`;
  return undefined;
}

const freePort = (): Promise<number> =>
  new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });

const accepts = (port: number): Promise<boolean> =>
  new Promise((ok) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });

export interface RunningKamailio {
  wsUrl: string;
  stop(): Promise<void>;
}

/** Debian's Kamailio with the project's config, on 127.0.0.1 and a free port, in the foreground. */
export async function startKamailio(secret: string): Promise<RunningKamailio> {
  const runDir = mkdtempSync(join(tmpdir(), 'stay-kamailio-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn('kamailio', ['-DD', '-E', '-f', KAMAILIO_CONFIG, '-Y', runDir, '-P', join(runDir, 'kamailio.pid')], {
    env: { ...process.env, STAY_SIP_LISTEN: `tcp:127.0.0.1:${port}`, STAY_SIP_SECRET: secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((ok) => {
      const done = () => {
        rmSync(runDir, { recursive: true, force: true });
        ok();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`kamailio did not start:\n${output}`);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return { wsUrl: `ws://127.0.0.1:${port}/`, stop };
}
