/**
 * `npm run bench:rcu`: the rcu page's polling traffic per room, measured on the wire. A guest of room 101 opens the
 * demo's rcu page in Debian's Chromium against the real demo backend; the page's clock is driven through a few
 * polls while CDP records every state.php request and answer (raw request line and headers, response headers and
 * body as received). The hour is the measured poll times the polls of an hour at rcuIntervalUpdateTimeout.
 */
import { chromium } from '@playwright/test';
import { RCU_POLL_DEFAULT_MS } from '../common/spec';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { startDemoServer, removeDataDir } from '../tests/e2e/support/demo-server';
import { logInAsGuest } from '../tests/e2e/support/guest-login';

const POLLS = 6;
const HOUR_MS = 3_600_000;

interface Exchange {
  url: string;
  requestBytes: number;
  responseBytes: number;
  bodyBytes: number;
}

const server = await startDemoServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await logInAsGuest(page, server.origin());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const open = new Map<string, Partial<Exchange>>();
  // CDP may report a request's raw headers before or after the request itself.
  const rawHeaders = new Map<string, Record<string, string>>();
  const done: Exchange[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname === '/rcu/state.php') open.set(requestId, { url: request.url });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => rawHeaders.set(requestId, headers));
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = open.get(requestId);
    if (entry) entry.bodyBytes = (entry.bodyBytes ?? 0) + dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = open.get(requestId);
    if (!entry?.url) return;
    const { pathname, search } = new URL(entry.url);
    const lines = [`GET ${pathname}${search} HTTP/1.1`, ...Object.entries(rawHeaders.get(requestId) ?? {}).map(([k, v]) => `${k}: ${v}`)];
    const requestBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
    done.push({ url: entry.url, requestBytes, responseBytes: encodedDataLength, bodyBytes: entry.bodyBytes ?? 0 });
    open.delete(requestId);
    rawHeaders.delete(requestId);
  });

  await page.clock.install();
  await page.goto(`${server.origin()}/page/70?lang=en`);
  await page.getByTestId('rcu-item').first().waitFor();
  const waitFor = async (count: number) => {
    for (let i = 0; i < 200 && done.length < count; i += 1) await page.waitForTimeout(50);
    if (done.length < count) throw new Error(`expected ${count} reads, saw ${done.length}`);
  };
  await waitFor(1);
  await page.waitForTimeout(500);
  const devices = done.length;
  for (let poll = 1; poll <= POLLS; poll += 1) {
    await page.clock.fastForward(RCU_POLL_DEFAULT_MS);
    await waitFor(devices * (poll + 1));
  }
  const polled = done.slice(devices);
  const sum = (pick: (e: Exchange) => number) => polled.reduce((total, e) => total + pick(e), 0);
  const perPoll = { requests: polled.length / POLLS, requestBytes: sum((e) => e.requestBytes) / POLLS, responseBytes: sum((e) => e.responseBytes) / POLLS, bodyBytes: sum((e) => e.bodyBytes) / POLLS };
  const pollsPerHour = HOUR_MS / RCU_POLL_DEFAULT_MS;
  console.log(`\nrcu page of room 101: ${devices} devices, one state.php read each per poll, every ${RCU_POLL_DEFAULT_MS} ms without errors`);
  console.table(
    polled.slice(0, devices).map((e) => ({
      device: new URL(e.url).searchParams.get('params'),
      'request B': e.requestBytes,
      'response B (headers + body)': e.responseBytes,
      'body B': e.bodyBytes,
    })),
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`per poll: ${perPoll.requests} requests, ${Math.round(perPoll.requestBytes)} B up, ${Math.round(perPoll.responseBytes)} B down (${Math.round(perPoll.bodyBytes)} B of bodies)`);
  console.log(`per read: ${Math.round(perPoll.requestBytes / perPoll.requests)} B up, ${Math.round(perPoll.responseBytes / perPoll.requests)} B down`);
  console.log(
    `per hour per room (${pollsPerHour} polls): ${perPoll.requests * pollsPerHour} requests, ${kb(perPoll.requestBytes * pollsPerHour)} up, ${kb(perPoll.responseBytes * pollsPerHour)} down, ${kb((perPoll.requestBytes + perPoll.responseBytes) * pollsPerHour)} in all`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}
