import type { Browser } from '@playwright/test';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const HOME_MENU = 'nav[data-testid="home-menu"] a';

/** Time to the home menu and LCP, cold (empty cache) then warm (same context), with the requests of the cold start. */
export async function measureStartup(browser: Browser, origin: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));

  const runs = [];
  let coldRequests: string[] = [];
  for (const label of ['cold', 'warm']) {
    requests.length = 0;
    const start = Date.now();
    await page.goto(origin + '/', { waitUntil: 'commit' });
    await page.locator(HOME_MENU).first().waitFor();
    const homeMenuMs = Date.now() - start;
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => done(Math.round(list.getEntries().at(-1)!.startTime))).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    runs.push({ run: label, homeMenuMs, lcpMs, requests: requests.length });
    if (label === 'cold') coldRequests = [...requests];
  }
  await context.close();
  return { runs, coldRequests };
}
