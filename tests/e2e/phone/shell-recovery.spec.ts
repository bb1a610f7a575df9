import { test, expect } from '../support/fixtures';
import { startDemoServer, removeDataDir } from '../support/demo-server';
import { readStructure } from '../support/content';
import { CONTENT_UPDATE_CHECK_MS, TEXT } from '../../../common/spec';
import type { Page } from '@playwright/test';

const demoEn = readStructure('demo', 'en');
const homeMenu = (page: Page) => page.getByRole('navigation', { name: 'Home menu' });
const firstEntry = demoEn.menu.find((e) => e.type !== 'delimiter')!;

test('a server error at startup shows the error page, reports it, and after 60 s goes home and reloads 2 s later', async ({ page, demo }) => {
  await page.clock.install();
  let failing = true;
  await page.route('**/struct_*.json', (route) => (failing ? route.fulfill({ status: 500, body: '{"error":"boom"}' }) : route.fallback()));
  const report = page.waitForRequest((r) => r.url().endsWith('/api/errors') && r.method() === 'POST');

  await page.goto(`${demo.origin()}/radio?lang=en`);
  await expect(page.getByRole('heading', { name: TEXT.errorTitle })).toBeVisible();
  await expect(page.getByText(TEXT.serviceNotAvailable)).toBeVisible();
  await expect(page.getByText(TEXT.contactOperator)).toBeVisible();
  await expect(page.locator('.error-page')).toHaveAttribute('data-status', '500');
  const body = (await report).postDataJSON() as { message: string; status: number; logs: string[]; uptime: number };
  expect(body).toMatchObject({ status: 500, uptime: expect.any(Number) });
  expect(body.logs.some((line) => line.includes('startup failed'))).toBe(true);

  const reported = await (await page.request.get(`http://127.0.0.1:${demo.port}/operator/demo/errors?limit=1`, {
    headers: { authorization: `Bearer ${demo.operatorToken}` },
  })).json();
  expect(reported.errors[0]).toMatchObject({ status: 500, url: '/radio?lang=en' });

  failing = false;
  // The page's time flowed while the error page was checked (seconds on a busy machine): hold it, then step it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.clock.runFor(50_000);
  await expect(page).toHaveURL(/\/radio\?lang=en$/);
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(new RegExp(`${demo.origin()}/$`));
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(2_000);
  await reloaded;
  await expect(homeMenu(page).getByRole('link', { name: firstEntry.title })).toBeVisible();
});

test('a hotel whose config is unreadable shows the error page', async ({ page, demo }) => {
  // Without boot data the app fetches the config itself, as on another host or in the kiosk.
  await page.route(`${demo.origin()}/`, async (route) => {
    const response = await route.fetch({
      url: `http://127.0.0.1:${demo.port}/`,
      headers: { ...route.request().headers(), host: `demo.localhost:${demo.port}` },
    });
    const html = (await response.text()).replace(/<script>window\.__STAY_BOOT__=.*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.route('**/static/demo/config.json*', (route) => route.fulfill({ status: 200, body: '{"apiUrl": "/api", oops', contentType: 'application/json' }));
  await page.goto(`${demo.origin()}/`);
  await expect(page.getByRole('heading', { name: TEXT.errorTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.refresh })).toBeVisible();
});

test('a lazy chunk that fails to load reloads the page once, then shows the error page', async ({ page, demo }) => {
  let aborted = 0;
  await page.route('**/assets/weather-route-*.js', (route) => {
    aborted++;
    return route.abort();
  });
  await page.goto(`${demo.origin()}/?lang=en`);
  await expect(homeMenu(page)).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);
  await homeMenu(page).getByRole('link', { name: demoEn.menu.find((e) => e.key === 'weather')!.title }).click();
  await expect(page.getByRole('heading', { name: TEXT.errorTitle })).toBeVisible();
  expect(loads).toBe(1);
  expect(aborted).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => sessionStorage.getItem('stay.chunkReloadAt'))).toMatch(/^\d+$/);

  await page.unroute('**/assets/weather-route-*.js');
  await page.getByRole('button', { name: TEXT.refresh }).click();
  await expect(page.getByTestId('weather-now')).toBeVisible();
});

test('offline: a call made offline waits, the alerts show, and on reconnect it runs followed by a refresh', async ({ page, context, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await expect(homeMenu(page)).toBeVisible();
  // Load the weather screen's code while online, so only its call meets the offline state.
  await homeMenu(page).getByRole('link', { name: demoEn.menu.find((e) => e.key === 'weather')!.title }).click();
  await expect(page.getByTestId('weather-now')).toBeVisible();
  await page.getByTestId('phone-header').getByRole('button', { name: 'Back' }).click();
  await expect(homeMenu(page)).toBeVisible();

  const weatherCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/weather') && weatherCalls.push(r.url()));
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByText(TEXT.noInternet)).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/weather');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForTimeout(300);
  expect(weatherCalls).toEqual([]);

  const refresh = page.waitForRequest((r) => /struct_en\.json/.test(r.url()));
  await context.setOffline(false);
  await expect(page.getByText(TEXT.internetRestored)).toBeVisible();
  await expect.poll(() => weatherCalls.length).toBe(1);
  await expect(page.getByTestId('weather-now')).toContainText('London');
  await refresh;
});

test('server down then up: calls fail to an empty state while it is down and succeed once it is back', async ({ page }) => {
  const server = await startDemoServer();
  const weatherLink = demoEn.menu.find((e) => e.key === 'weather')!.title;
  const back = page.getByTestId('phone-header').getByRole('button', { name: 'Back' });
  try {
    await page.goto(`${server.origin()}/?lang=en`);
    await homeMenu(page).getByRole('link', { name: weatherLink }).click();
    await expect(page.getByTestId('weather-now')).toContainText('London');
    await back.click();

    await server.stop();
    await homeMenu(page).getByRole('link', { name: weatherLink }).click();
    await expect(page.getByText('The weather is not available right now')).toBeVisible();
    await back.click();

    await server.restart();
    await homeMenu(page).getByRole('link', { name: weatherLink }).click();
    await expect(page.getByTestId('weather-now')).toContainText('London');
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

test('a phone runs no content-update check (nor any tablet worker), even after 30 minutes', async ({ page, demo }) => {
  await page.clock.install();
  const hashChecks: string[] = [];
  page.on('request', (r) => r.url().includes('content.hash') && hashChecks.push(r.url()));
  await page.goto(`${demo.origin()}/?lang=en`);
  await expect(homeMenu(page)).toBeVisible();
  await expect.poll(() => hashChecks.length).toBe(1);
  let loads = 0;
  page.on('load', () => loads++);
  await page.clock.runFor(CONTENT_UPDATE_CHECK_MS * 2);
  await page.waitForTimeout(300);
  expect(hashChecks.length).toBe(1);
  expect(loads).toBe(0);
});
