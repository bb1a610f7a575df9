/**
 * Order creation under load: `npx tsx scripts/bench-orders.ts`. Starts the demo server (`server/start.ts`, its
 * own process) on 127.0.0.1 with a free port and a temp data dir, logs one guest in, warms up for one second,
 * then sends order creates open-loop at RATE per second for DURATION_S seconds (a bounded count, loopback only)
 * and prints latency percentiles and the error count. Latency is measured from each request's scheduled time,
 * so a stalled server cannot hide its queue.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { orderTotal } from '../common/money/order-total';

const RATE = 200;
const DURATION_S = 10;
const BUDGET_P99_MS = 20;
const HOST = 'demo.localhost';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function postJson(port: number, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { host: HOST, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const REPO = resolve(import.meta.dirname, '..');

function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', HOTEL_DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Phone:\s+http:\/\/[^:/]+:(\d+)\//.exec(out)?.[1];
      if (port) ok({ child, port: Number(port) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${out}`)));
  });
}

const stopServer = (child: ChildProcess): Promise<void> =>
  new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });

interface Run {
  latencies: number[];
  errors: number;
  elapsedS: number;
}

/** Sends `count` requests, one every 1000/RATE ms whatever the answers do (open loop). */
async function openLoop(count: number, send: (i: number) => Promise<boolean>): Promise<Run> {
  const gapMs = 1000 / RATE;
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + i * gapMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      send(i).then(
        (ok) => {
          latencies.push(performance.now() - due);
          if (!ok) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { latencies, errors, elapsedS: (performance.now() - start) / 1000 };
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stay-bench-orders-'));
  const { child, port } = await startServer(dataDir);
  try {
    const login = await postJson(port, '/api/weblogin', { hotelId: 137, type: 'resident', login: '101', password: 'Smith', deviceId: 'bench' });
    const token = login.json.token;
    if (typeof token !== 'string') throw new Error(`login failed: ${JSON.stringify(login.json)}`);
    // Full breakfast (16.50) with its required side, in the demo hotel's restaurant (10 % service charge).
    const data = [{ id: 211, amount: 1, price: 16.5, toppings: [{ id: 21111, amount: 1, price: 0 }] }];
    const { totalMinor } = orderTotal(data, { fee: 10, feeType: 'percent' }, 'shop', 2);
    const send = (prefix: string) => async (i: number) => {
      const response = await postJson(port, '/api/orderCreate', {
        token, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '1', tvId: '0',
        authType: 'resident', data, paymentMethod: 'pos', requestId: `bench-${prefix}-${i}`, totalMinor,
      });
      return response.status === 200 && response.json.result === 0;
    };
    const warm = await openLoop(RATE, send('warm'));
    if (warm.errors > 0) throw new Error(`${warm.errors} errors while warming up`);
    const { latencies, errors, elapsedS } = await openLoop(RATE * DURATION_S, send('run'));
    const sorted = latencies.sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`order creates: ${RATE * DURATION_S} sent at ${RATE}/s over ${elapsedS.toFixed(1)} s (after ${RATE} to warm up), ${errors} errors`);
    console.log(`latency p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(p99)}, max ${ms(sorted.at(-1) ?? NaN)}`);
    console.log(`budget p99 <= ${BUDGET_P99_MS} ms: ${p99 <= BUDGET_P99_MS && errors === 0 ? 'met' : 'MISSED'}`);
    if (p99 > BUDGET_P99_MS || errors > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
