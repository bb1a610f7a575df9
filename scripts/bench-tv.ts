/**
 * `npm run bench:tv` (after `npm run build:web`): TV mode's numbers, on loopback against the real demo backend.
 *
 * 1. Channel change to first frame: the D-pad's channel-up to the first frame of the new channel painted
 *    (`requestVideoFrameCallback`), 20 changes, median and p95.
 * 2. TV mode's JavaScript: brotli sizes of the TV layout's chunk and of hls.js, and proof that neither is in the
 *    phone's first screen (index.html's scripts and preloads).
 * 3. Memory after two simulated hours of zapping: the page's clock runs fast (Playwright's clock), a channel change
 *    every 10 simulated seconds (720 changes); JS heap and DOM nodes after a forced GC, against the same after a
 *    warm-up. DevTools is attached only to collect garbage and read the metrics, never while zapping.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { removeDataDir, startDemoServer } from '../tests/e2e/support/demo-server';
import { openTv } from '../tests/e2e/support/tv';
import { measureBundle } from './bench/bundle-size';

const CHANGES = 20;
const SIMULATED_MS = 2 * 60 * 60 * 1000;
const ZAP_EVERY_MS = 10_000;
const WARM_UP_ZAPS = 30;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * Presses channel-up and answers the milliseconds until the new channel's first frame is painted. Plain JavaScript
 * in a string: tsx would wrap a named function inside the page with a helper the page does not have.
 */
const ZAP_TO_FIRST_FRAME = `new Promise((resolve, reject) => {
  const player = document.querySelector('[data-testid="tv-player"]');
  const before = player.dataset.channel;
  const start = performance.now();
  const timeout = setTimeout(() => reject(new Error('no frame within 10 s')), 10000);
  function waitFrame() {
    const video = document.querySelector('[data-testid="tv-video"]');
    if (player.dataset.channel === before || video.readyState < 2) return void requestAnimationFrame(waitFrame);
    video.requestVideoFrameCallback(() => {
      clearTimeout(timeout);
      resolve(performance.now() - start);
    });
  }
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
  requestAnimationFrame(waitFrame);
})`;

const zapToFirstFrame = (page: Page) => page.evaluate<number>(ZAP_TO_FIRST_FRAME);

async function memory(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { jsHeapMB: Math.round((metric('JSHeapUsedSize') / 1024 / 1024) * 100) / 100, nodes: metric('Nodes') };
}

const bundle = measureBundle();
const tvChunks = bundle.rows.filter((row) => /^(tv-layout|hls\.light)-/.test(row.file));
console.log('\nTV mode JavaScript (brotli -q 11):');
console.table(tvChunks);
console.log(
  `in the phone's first screen: ${tvChunks.some((row) => row.firstScreen) ? 'YES (a budget is broken)' : 'no'}; first screen JS ${bundle.firstScreenKb} KB`,
);

const server = await startDemoServer();
const browser = await chromium.launch({ ...chromiumLaunchOptions(), args: [...chromiumLaunchOptions().args, '--autoplay-policy=no-user-gesture-required'] });
try {
  const tv = await openTv(browser, server.origin(), '101');
  await tv.keyboard.press('Enter');
  await tv.getByTestId('tv-banner').waitFor();
  const times: number[] = [];
  for (let i = 0; i < CHANGES; i++) times.push(await zapToFirstFrame(tv));
  console.log('\nChannel change to first frame on loopback (20 changes):');
  console.log(`median ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms, max ${Math.round(Math.max(...times))} ms`);
  await tv.context().close();

  const fast = await openTv(browser, server.origin(), '102');
  await fast.clock.install();
  await fast.keyboard.press('Enter');
  const zap = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await fast.keyboard.press('ArrowUp');
      await fast.clock.runFor(ZAP_EVERY_MS);
    }
  };
  await zap(WARM_UP_ZAPS);
  const before = await memory(fast);
  const started = Date.now();
  await zap(SIMULATED_MS / ZAP_EVERY_MS);
  const after = await memory(fast);
  const growth = ((after.jsHeapMB - before.jsHeapMB) / before.jsHeapMB) * 100;
  console.log(`\nTV mode memory, two simulated hours (${SIMULATED_MS / ZAP_EVERY_MS} channel changes, ${Math.round((Date.now() - started) / 1000)} s real):`);
  console.table({ before, after });
  console.log(`JS heap growth ${growth.toFixed(1)} % (budget 5 %), DOM nodes ${before.nodes} -> ${after.nodes}`);
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}
