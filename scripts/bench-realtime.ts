/**
 * The embedded real-time queue under held polls: `npm run bench:realtime`. Starts the demo server (its own process)
 * on 127.0.0.1 with a free port and a temp data dir, logs one guest in, holds CLIENTS polls on the guest's channel
 * (from 250 loopback addresses: the queue allows 8 held polls per address and channel, as for real devices), then
 * publishes one message and times its delivery to every poll. Reports p50/p99 delivery, the server's memory per
 * held poll (resident set before and after), and the bytes of one idle poll cycle (request and 304, on the wire).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RealtimeSessionResponse } from '../common/api/realtime';
import { importSealKey, seal } from '../common/realtime/seal';

const CLIENTS = 2_000;
const ADDRESSES = 250;
const HOST = 'demo.localhost';
const REPO = resolve(import.meta.dirname, '..');

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

function call(port: number, method: string, path: string, body?: unknown, localAddress?: string): Promise<{ status: number; text: string; at: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1', port, path, method, agent, localAddress,
        headers: { host: HOST, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => ok({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), at: performance.now() }));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timed out')));
    req.on('error', fail);
    req.end(payload);
  });
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', HOTEL_DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Phone:\s+http:\/\/[^:/]+:(\d+)\//.exec(out)?.[1];
      if (port) ok({ child, port: Number(port) });
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${out}`)));
  });
}

const rssKb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** One poll from a raw socket, to count the bytes both ways of a cycle that ends without news. */
function idleCycleBytes(port: number, path: string): Promise<{ sent: number; received: number; status: string }> {
  return new Promise((ok, fail) => {
    const socket = connect({ host: '127.0.0.1', port });
    // What a browser sends for the app's poll, less cookies: the same headers Chromium adds to a same-origin fetch.
    const head = [
      `GET ${path} HTTP/1.1`, `Host: ${HOST}:${port}`, 'Connection: keep-alive', 'Accept: */*', 'Cache-Control: no-cache', 'Pragma: no-cache',
      'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Sec-Fetch-Site: same-origin', 'Sec-Fetch-Mode: cors', 'Sec-Fetch-Dest: empty', 'Accept-Encoding: gzip, deflate, br', 'Accept-Language: en',
    ].join('\r\n') + '\r\n\r\n';
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n') && !/content-length:\s*[1-9]/i.test(received)) {
        socket.end();
        ok({ sent: Buffer.byteLength(head), received: Buffer.byteLength(received, 'latin1'), status: received.split('\r\n')[0] ?? '' });
      }
    });
    socket.on('error', fail);
    socket.write(head);
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stay-bench-realtime-'));
  const { child, port } = await startServer(dataDir);
  try {
    const login = await call(port, 'POST', '/api/weblogin', { hotelId: 137, type: 'resident', login: '101', password: 'Smith', deviceId: 'bench' });
    const token = (JSON.parse(login.text) as { token?: string }).token;
    const session = JSON.parse((await call(port, 'POST', '/api/realtime/session', { token })).text) as RealtimeSessionResponse;
    const channel = session.channels?.token ?? '';
    const key = await importSealKey(session.keys?.[channel] ?? '');
    const position = session.positions?.[channel];
    if (!key || !position) throw new Error(`no session: ${JSON.stringify(session)}`);
    const path = `/queue/subv2/${channel}?time=${encodeURIComponent(position.time)}&tag=${position.tag}`;

    await sleep(1_000);
    const before = rssKb(child.pid!);
    const polls = Array.from({ length: CLIENTS }, (_, i) => call(port, 'GET', path, undefined, `127.0.${1 + Math.floor((i % ADDRESSES) / 250)}.${1 + (i % 250)}`));
    await sleep(3_000);
    const held = rssKb(child.pid!);

    const c = await seal(key, channel, { cmd: 'marketing', data: {}, ch: 'token', from: { device: 'bench' }, sentAt: Date.now() });
    const sentAt = performance.now();
    const published = await call(port, 'POST', `/queue/pub?id=${channel}`, { c });
    const answers = await Promise.all(polls);
    const delivered = answers.filter((a) => a.status === 200 && a.text.includes(c.slice(0, 40)));
    const times = delivered.map((a) => a.at - sentAt).sort((a, b) => a - b);

    console.log(`publish: ${published.status}; polls answered with the message: ${delivered.length} of ${CLIENTS} (others: ${[...new Set(answers.filter((a) => a.status !== 200).map((a) => a.status))].join(', ') || 'none'})`);
    console.log(`delivery to all ${CLIENTS}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, last ${times.at(-1)?.toFixed(1)} ms`);
    console.log(`server memory: ${(before / 1024).toFixed(1)} MB before, ${(held / 1024).toFixed(1)} MB with ${CLIENTS} held polls: ${((held - before) / CLIENTS).toFixed(2)} KB per held poll`);

    const latest = JSON.parse(answers.find((a) => a.status === 200)?.text ?? '[]') as { time: string; tag: number }[];
    const last = latest.at(-1)!;
    console.log('idle poll cycle: holding one poll until the queue answers without news (25 s)...');
    const idle = await idleCycleBytes(port, `/queue/subv2/${channel}?time=${encodeURIComponent(last.time)}&tag=${last.tag}`);
    console.log(`idle poll cycle: ${idle.sent} bytes sent, ${idle.received} bytes received (${idle.status}), ${idle.sent + idle.received} bytes per 25 s cycle`);
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
