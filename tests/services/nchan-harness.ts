import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const DEPLOY = resolve(import.meta.dirname, '../../deploy/nchan');
const NCHAN_MODULE = '/usr/lib/nginx/modules/ngx_nchan_module.so';

/** Why Nginx + Nchan + Redis cannot run here, or undefined. */
export function nchanMissing(): string | undefined {
  const why = '(.ci/run installs nginx, libnginx-mod-nchan and redis-server from Debian)';
  if (spawnSync('nginx', ['-v']).status !== 0) return `nginx is not installed ${why}`;
  if (!existsSync(NCHAN_MODULE)) return `the Nchan module is not installed at ${NCHAN_MODULE} ${why}`;
  if (spawnSync('redis-server', ['--version']).status !== 0) return `redis-server is not installed ${why}`;
  return undefined;
}

export const freePort = (): Promise<number> =>
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

async function waitFor(port: number, child: ChildProcess, name: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name} did not start:\n${output()}`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      ok();
    });
    child.kill('SIGTERM');
  });

export interface RunningNchan {
  origin: string;
  stop(): Promise<void>;
}

/** Redis and Nginx with the shipped `deploy/nchan` files, in the foreground, on 127.0.0.1 and free ports, in a temporary directory. */
export async function startNchan(): Promise<RunningNchan> {
  const dir = mkdtempSync(join(tmpdir(), 'stay-nchan-'));
  const [redisPort, nginxPort] = [await freePort(), await freePort()];
  let output = '';
  const collect = (child: ChildProcess) => {
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return child;
  };
  const redis = collect(spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] }));
  const children: ChildProcess[] = [redis];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(redisPort, redis, 'redis-server', () => output);
    writeFileSync(join(dir, 'upstream.conf'), readFileSync(join(DEPLOY, 'stay-redis-upstream.conf'), 'utf8').replace('127.0.0.1:6379', `127.0.0.1:${redisPort}`));
    writeFileSync(join(dir, 'queue.conf'), readFileSync(join(DEPLOY, 'stay-queue.conf'), 'utf8'));
    writeFileSync(
      join(dir, 'nginx.conf'),
      `load_module ${NCHAN_MODULE};
pid ${dir}/nginx.pid;
error_log stderr warn;
daemon off;
worker_processes 1;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  include ${dir}/upstream.conf;
  server {
    listen 127.0.0.1:${nginxPort};
    include ${dir}/queue.conf;
  }
}
`,
    );
    const nginx = collect(spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] }));
    children.push(nginx);
    await waitFor(nginxPort, nginx, 'nginx', () => output);
    // Nchan reaches Redis after it listens: publishing answers 503 until then.
    const probe = `http://127.0.0.1:${nginxPort}/queue/pub?id=h0-token-${'probe'.repeat(4)}`;
    const deadline = Date.now() + 15_000;
    while ((await fetch(probe, { method: 'POST', body: '{}' }).then((r) => r.status, () => 0)) >= 300) {
      if (Date.now() > deadline) throw new Error(`Nchan never reached Redis:\n${output}`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${nginxPort}`, stop };
}
