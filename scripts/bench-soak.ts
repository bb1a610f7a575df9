/**
 * `npm run bench:soak`: a kiosk tablet through 24 simulated hours on a fast clock, against the real demo backend
 * (design §7: growth from hour 1 to hour 24 within 5 %, JS heap within 1 MB, DOM nodes flat), and the renderer
 * killed twice to show the watchdog brings it back within 5 s. A benchmark, not a test: it prints its numbers and
 * exits non-zero when a budget is missed.
 *
 * The page runs on Playwright's clock, so the app's own workers (clock, content check, battery, idle, screensaver)
 * run 24 hours of ticks; the kiosk's main-process services run beside it in Node through the bridge harness. Each
 * workload says how often it runs in simulated minutes; the room's real-time poll runs in the page throughout.
 */
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRendererWatchdog } from '../main/kiosk/renderer-watchdog';
import { installKioskBridge, type KioskBridgeHarness } from '../tests/kiosk/bridge-harness';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { tallyHeap } from './bench/heap-tally';
import { removeDataDir, startDemoServer, type DemoServer } from '../tests/e2e/support/demo-server';

const HOURS = Number(process.env.SOAK_HOURS ?? 24);
const MINUTE_MS = 60_000;
const BUDGET = { growthPercent: 5, heapBytes: 1024 * 1024, restartMs: 5_000 };

interface Soak {
  page: Page;
  context: BrowserContext;
  server: DemoServer;
  bridge: KioskBridgeHarness;
  origin: string;
  token: () => Promise<string>;
}

interface Workload {
  name: string;
  everyMinutes: number;
  run(soak: Soak, minute: number): Promise<void>;
}

const go = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** What a room's tablet lives through in a day. Each runs at its interval of simulated time. */
const WORKLOADS: Workload[] = [
  {
    name: 'status report',
    everyMinutes: 1,
    async run({ bridge }, minute) {
      await bridge.services.status.update({ page: minute % 2 ? '/' : '/page/20', language: 'en', active: true });
    },
  },
  {
    name: 'guest uses the tablet, then leaves it idle into the screensaver',
    everyMinutes: 90,
    async run({ page }) {
      await page.mouse.move(200 + Math.random() * 400, 200 + Math.random() * 300);
      await go(page, '/page/20');
      await page.getByRole('navigation', { name: 'Footer menu' }).waitFor();
    },
  },
  {
    name: 'order from the room, then the order list',
    everyMinutes: 180,
    async run({ page, token }) {
      const roomToken = await token();
      await page.evaluate(async (t) => {
        const data = [{ id: 213, amount: 1, price: 7, toppings: [] }];
        const body = {
          token: t, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '1', tvId: '0', authType: '',
          data, paymentMethod: 'pos', requestId: `soak-${Date.now()}-${Math.random().toString(36).slice(2)}`, totalMinor: 770,
        };
        await fetch('/api/orderCreate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      }, roomToken);
      await go(page, '/orders');
      await page.getByTestId('order').first().waitFor();
      await go(page, '/');
    },
  },
  {
    name: 'a message from reception, read in the conversation',
    everyMinutes: 120,
    async run({ page, server, origin }, minute) {
      const text = `Your room is ready for the evening (${minute}).`;
      await page.request.post(`${origin.replace(/\/\/[^.]+\.localhost/, '//127.0.0.1')}/operator/demo/rooms/101/messages`, {
        headers: server.operatorHeaders(),
        data: { recipientId: 'reception', text },
      });
      await go(page, '/messages/reception');
      await page.getByTestId('conversation').getByText(text).waitFor();
      await go(page, '/');
    },
  },
];

interface Sample {
  hour: number;
  jsHeapBytes: number;
  /** The page's own JavaScript values, without what DevTools keeps for Playwright's session (scripts/bench/heap-tally.ts). */
  jsValuesBytes: number;
  devtoolsRecords: number;
  domNodes: number;
  listeners: number;
  timers: number;
  documents: number;
}

/** Counts the page's live timers: wraps the (fake) timer functions once the clock is installed. */
function countTimers(): void {
  const live = new Set<unknown>();
  const scope = window as unknown as Record<string, unknown>;
  const wrap = (set: 'setTimeout' | 'setInterval', clear: 'clearTimeout' | 'clearInterval', once: boolean) => {
    const original = window[set] as (...args: unknown[]) => unknown;
    const originalClear = window[clear] as (id: unknown) => void;
    scope[set] = (handler: unknown, ...rest: unknown[]) => {
      const run = typeof handler === 'function' ? (...args: unknown[]) => {
        if (once) live.delete(id);
        return (handler as (...a: unknown[]) => unknown)(...args);
      } : handler;
      const id = original(run, ...rest);
      live.add(id);
      return id;
    };
    scope[clear] = (id: unknown) => {
      live.delete(id);
      originalClear(id);
    };
  };
  wrap('setTimeout', 'clearTimeout', true);
  wrap('setInterval', 'clearInterval', false);
  scope.__stayLiveTimers = () => live.size;
}

/** Samples compare like with like: a guest has just touched the tablet and gone back to the home menu. */
async function sample(page: Page, cdp: CDPSession, hour: number): Promise<Sample> {
  await page.mouse.move(300, 300);
  await go(page, '/');
  await page.getByRole('navigation', { name: 'Footer menu' }).waitFor();
  await page.clock.runFor(1_000);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const timers = await page.evaluate(() => (window as unknown as { __stayLiveTimers: () => number }).__stayLiveTimers());
  const heap = await tallyHeap(cdp);
  return {
    hour,
    jsHeapBytes: metric('JSHeapUsedSize'),
    jsValuesBytes: Math.round(heap.jsValuesMB * 1024 * 1024),
    devtoolsRecords: heap.devtoolsRecords,
    domNodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    timers,
    documents: metric('Documents'),
  };
}

async function main(): Promise<number> {
  const server = await startDemoServer();
  await server.openInstallation();
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-soak-'));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const origin = server.origin();
  let failures = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, locale: 'en-US' });
    await context.clock.install();
    const bridge = await installKioskBridge(context, { dataDir: kioskDir, backendUrl: origin, deviceMode: 'tablet' });
    await context.addInitScript(countTimers);
    let page = await context.newPage();
    await page.goto(`${origin}/?lang=en`);
    const dialog = page.getByRole('dialog', { name: 'Register this room' });
    await dialog.getByLabel('Room number').fill('101');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await page.getByTestId('room-number').waitFor();
    const token = () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('stay.auth') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
    const soak: Soak = { page, context, server, bridge, origin, token };
    let cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const samples: Sample[] = [];
    const runs = new Map<string, number>();
    const started = Date.now();
    for (let minute = 1; minute <= HOURS * 60; minute++) {
      await page.clock.runFor(MINUTE_MS);
      for (const workload of WORKLOADS) {
        if (minute % workload.everyMinutes !== 0) continue;
        await workload.run(soak, minute);
        runs.set(workload.name, (runs.get(workload.name) ?? 0) + 1);
      }
      if (minute === 60 || minute === HOURS * 60) samples.push(await sample(page, cdp, minute / 60));
      if (minute % 360 === 0) console.log(`  hour ${minute / 60} of ${HOURS} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    console.log('\nWorkloads run:', Object.fromEntries(runs));
    console.table(samples);
    const [first, last] = [samples[0]!, samples.at(-1)!];
    const growth = (key: keyof Sample) => ((last[key] - first[key]) / Math.max(1, first[key])) * 100;
    const heapGrowth = last.jsHeapBytes - first.jsHeapBytes;
    const valuesGrowth = last.jsValuesBytes - first.jsValuesBytes;
    console.log(
      `growth hour 1 -> ${HOURS}: the page's own JS values ${growth('jsValuesBytes').toFixed(1)} % (${(valuesGrowth / 1024).toFixed(0)} KB); ` +
        `raw JS heap ${growth('jsHeapBytes').toFixed(1)} % (${(heapGrowth / 1024).toFixed(0)} KB, with DevTools' network records ` +
        `${first.devtoolsRecords} -> ${last.devtoolsRecords}); DOM nodes ${growth('domNodes').toFixed(1)} %, ` +
        `listeners ${growth('listeners').toFixed(1)} %, timers ${last.timers - first.timers}`,
    );
    // A kiosk runs with no DevTools attached: the budget holds the page's own values, and the raw heap is printed beside.
    if (growth('jsValuesBytes') > BUDGET.growthPercent || valuesGrowth > BUDGET.heapBytes) failures++;
    if (growth('domNodes') > BUDGET.growthPercent || growth('listeners') > BUDGET.growthPercent || last.timers > first.timers) failures++;

    // The renderer killed twice: the kiosk's watchdog (main/kiosk/renderer-watchdog.ts) reloads it after its back-off.
    await context.clock.resume();
    for (let kill = 1; kill <= 2; kill++) {
      let restartedAt = 0;
      const restored = new Promise<void>((resolve, reject) => {
        const watchdog = createRendererWatchdog({
          log: (line) => console.log(`  watchdog: ${line}`),
          showFallback: () => undefined,
          reload: () => {
            (async () => {
              const crashed = page;
              page = await context.newPage();
              await crashed.close();
              await page.goto(`${origin}/?lang=en`);
              await page.getByTestId('room-number').waitFor();
              restartedAt = Date.now();
            })().then(resolve, reject);
          },
        });
        page.once('crash', () => watchdog.trouble('render-process-gone', 'killed by the soak'));
      });
      const killedAt = Date.now();
      await cdp.send('Page.crash').catch(() => undefined);
      await restored;
      const ms = restartedAt - killedAt;
      console.log(`renderer kill ${kill}: the tablet home was back after ${ms} ms (budget ${BUDGET.restartMs})`);
      if (ms > BUDGET.restartMs) failures++;
      soak.page = page;
      cdp = await context.newCDPSession(page);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(kioskDir);
  }
  console.log(failures === 0 ? '\nsoak: every budget met' : `\nsoak: ${failures} budget(s) missed`);
  return failures;
}

process.exitCode = (await main()) > 0 ? 1 : 0;
