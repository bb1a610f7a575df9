/**
 * Measures the kiosk main-process services at idle under Node: status reporter, remote-state socket,
 * idle poller and battery refresh, registered to a room of a private demo backend, for MEASURE_SECONDS
 * (default 60). Prints resident memory, CPU time and the status report's bytes per day per room.
 * Run: npx tsx tests/services/measure-idle.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_VERSION } from '../../common/spec/product';
import { createKioskServices } from '../../main/ipc/kiosk-services';
import { httpFetch } from '../../main/device/http-request';
import { JsonFileStore } from '../../main/settings/json-file-store';
import type { KioskSettings } from '../../main/settings/key-value-store';
import { startDemoServer } from '../e2e/support/demo-server';

const seconds = Number(process.env.MEASURE_SECONDS ?? 60);
const server = await startDemoServer();
const dataDir = mkdtempSync(join(tmpdir(), 'stay-measure-'));
const sentBodies: number[] = [];
const countingFetch: typeof httpFetch = async (url, init) => {
  if (String(url).endsWith('/tabletStatus') && init?.body) sentBodies.push(Buffer.byteLength(init.body));
  return httpFetch(url, init);
};
try {
  const origin = server.origin();
  const services = createKioskServices({
    store: new JsonFileStore<KioskSettings>(join(dataDir, 'settings.json')),
    backendUrl: origin,
    appVersion: APP_VERSION,
    platform: process.platform,
    dataDir,
    remoteStatePort: 0,
    readIdleSeconds: () => 0,
    fetch: countingFetch,
    log: () => undefined,
  });
  const identity = await services.identity.get();
  const form = new URLSearchParams({ v: '2', hotelId: '137', ip: identity.ip || '10.0.0.5', roomNumber: '110', mac: identity.mac, manufacturer: 'inroom', tvIndex: '0' });
  const registered = (await (
    await httpFetch(`${origin}/api/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
  ).json()) as { result: number; sign?: string };
  if (registered.result !== 0 || !registered.sign) throw new Error(`registration failed: ${JSON.stringify(registered)}`);
  services.registration.save({
    hotel: 'demo', hotelId: 137, roomNumber: '110', sign: registered.sign, tvIndex: '0', groups: [], registeredAt: new Date().toISOString(),
  });
  await services.start();
  await services.status.update({ page: '/', language: 'en', active: true });
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  global.gc?.();
  const rssStart = process.memoryUsage().rss;
  const cpuStart = process.cpuUsage();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(process.memoryUsage().rss), 1_000);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuStart);
  await services.stop();

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const body = sentBodies.at(-1) ?? 0;
  // Request line, Host, content-type, content-length, connection headers and a small JSON answer with its headers.
  const httpOverhead = 420;
  console.log(`window: ${seconds} s after a 5 s warm-up; status reports sent: ${sentBodies.length}`);
  console.log(`rss: start ${mb(rssStart)} MB, max ${mb(Math.max(...samples))} MB, end ${mb(samples.at(-1) ?? 0)} MB`);
  console.log(`cpu: user ${(cpu.user / 1000).toFixed(0)} ms + system ${(cpu.system / 1000).toFixed(0)} ms = ${(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100).toFixed(2)}% of one core`);
  console.log(`status report body: ${body} bytes; per day per room at 1/min: ${body} x 1440 = ${((body * 1440) / 1024).toFixed(0)} KiB, with ~${httpOverhead} B of HTTP each: ${(((body + httpOverhead) * 1440) / 1024).toFixed(0)} KiB`);
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
