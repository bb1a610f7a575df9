import { test, expect } from '../support/fixtures';
import { readStructure } from '../support/content';
import { CONTENT_UPDATE_CHECK_MS, IDLE_TIMEOUT_DEFAULT_MS, SCREENSAVER_IDLE_MS } from '../../../common/spec';
import type { Page } from '@playwright/test';
import { TEXT } from '../../../common/spec';
import { ROUTES } from '../support/routes';

const demoEn = readStructure('demo', 'en');
const entry = (key: string) => demoEn.menu.find((e) => e.key === key)!;
const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer menu' });
const header = (page: Page) => page.getByTestId('tablet-header');

/** Each test registers its own room: one device per room and TV index. */
async function openTablet(page: Page, origin: string, room: string) {
  await page.goto(`${origin}/?device=tablet&lang=en`);
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await dialog.getByLabel('Room number').fill(room);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(footer(page)).toBeVisible();
  await expect(page.getByTestId('room-number')).toContainText(room);
}

test('the tablet home is the first menu page, the header and footer follow the spec, and images preload behind the screen loader', async ({ page, demo }) => {
  await openTablet(page, demo.origin(), '104');
  await expect(page.getByRole('heading', { level: 1, name: 'About the hotel' })).toBeVisible();
  // Without the kiosk bridge this is a browser: it says so, shows no battery, and registered with no invented MAC.
  await expect(header(page).getByTestId('browser-note')).toHaveText('Web browser');
  await expect(header(page).getByTestId('battery')).toHaveCount(0);
  const api = demo.origin().replace('demo.localhost', '127.0.0.1');
  const rooms = await page.request.get(`${api}/operator/demo/rooms`, { headers: { authorization: `Bearer ${demo.operatorToken}` } });
  const { rooms: overview } = (await rooms.json()) as { rooms: { number: string; registrations: { mac: string; ip: string }[] }[] };
  const [device] = overview.find((room) => room.number === '104')?.registrations ?? [];
  expect(device?.mac).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(device?.ip).toBe('127.0.0.1');
  await expect(header(page).getByTestId('messages-button')).toHaveAttribute('href', '/recipients');
  await expect(header(page).getByTestId('my-orders')).toHaveAttribute('href', '/orders');
  await expect(header(page).getByRole('link', { name: /^Weather: \d+°C$/ })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(header(page).locator('img.tablet-logo')).toHaveCSS('height', '32px');

  await expect(footer(page).getByRole('link', { name: entry('about').title })).toHaveAttribute('href', `/page/${entry('about').link}`);
  for (const key of ['about', 'restaurant', 'spa']) await expect(footer(page).getByRole('link', { name: entry(key).title })).toBeVisible();
  for (const key of ['weather', 'wakeup', 'language', 'messages', 'hotel', 'room']) {
    await expect(footer(page).getByText(entry(key).title, { exact: true }), key).toHaveCount(0);
  }
  await expect(footer(page).getByRole('link', { name: entry('about').title })).toHaveAttribute('aria-current', 'page');
  await footer(page).getByRole('link', { name: entry('restaurant').title }).click();
  await expect(page).toHaveURL(new RegExp(`/page/${entry('restaurant').link}$`));
  const current = footer(page).getByRole('link', { name: entry('restaurant').title });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveCSS('text-decoration-line', 'underline');
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);

  await page.goto(`${demo.origin()}/messages`);
  await expect(page.getByTestId('tablet-header')).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  await page.goto(`${demo.origin()}/recipients`);
  await expect(page.getByTestId('tablet-header')).toBeVisible();
  await expect(footer(page)).toHaveCount(0);

  // preloadImages is on: the screen loader with its progress bar shows until the images are in.
  await page.goto(`${demo.origin()}/`);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/content/demo-137/media/*.svg', async (route) => {
    await gate;
    await route.fallback();
  });
  await page.reload();
  const loader = page.getByTestId('screen-loader');
  await expect(loader).toBeVisible();
  await expect(loader.getByRole('progressbar', { name: 'Loading images' })).toHaveAttribute('value', '0');
  release();
  await expect(loader).toHaveCount(0);
  await expect(footer(page)).toBeVisible();
});

const MESSAGE_ROUTES = ['/messages', '/recipients', '/guest/message', '/messages/reception'];

// Ten routes a test, so each stays well inside its time on a busy machine.
const TABLET_ROUTES = ROUTES.filter(([path]) => path !== '/screensaver');
for (let from = 0; from < TABLET_ROUTES.length; from += 10) {
  const routes = TABLET_ROUTES.slice(from, from + 10);
  test(`tablet routes ${routes[0]![0]} to ${routes.at(-1)![0]}: header, footer except on message routes (which have Back instead), no back button without a back flag`, async ({ page, demo }) => {
    await openTablet(page, demo.origin(), '109');
    for (const [path] of routes) {
      await page.goto(`${demo.origin()}${path}`);
      await expect(header(page), path).toBeVisible();
      await expect(page.getByText(TEXT.notFound), path).toHaveCount(0);
      await expect(footer(page), path).toHaveCount(MESSAGE_ROUTES.includes(path) ? 0 : 1);
      if (!path.startsWith('/slots')) await expect(header(page).getByRole('button', { name: 'Back' }), path).toHaveCount(MESSAGE_ROUTES.includes(path) ? 1 : 0);
    }
  });
}

test('a message route has no footer: its Back leads out', async ({ page, demo }) => {
  await openTablet(page, demo.origin(), '109');
  await page.goto(`${demo.origin()}/orders`);
  await header(page).getByTestId('messages-button').click();
  await expect(page).toHaveURL(/\/recipients$/);
  await header(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('idle: home after the idle timeout, the screensaver after 5 minutes, input restarts the timer', async ({ page, demo }) => {
  await page.clock.install();
  await openTablet(page, demo.origin(), '109');
  await footer(page).getByRole('link', { name: entry('restaurant').title }).click();
  await expect(page).toHaveURL(/\/page\/20$/);

  await page.clock.runFor(IDLE_TIMEOUT_DEFAULT_MS - 10_000);
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL(/\/page\/20$/);
  await page.clock.runFor(IDLE_TIMEOUT_DEFAULT_MS - 30_000 + 500);
  await expect(page).toHaveURL(new RegExp(`${demo.origin()}/$`));

  await page.clock.runFor(SCREENSAVER_IDLE_MS - IDLE_TIMEOUT_DEFAULT_MS);
  await expect(page).toHaveURL(/\/screensaver$/);
  const saver = page.getByTestId('screensaver');
  await expect(saver).toBeVisible();
  await expect(page.getByTestId('tablet-header')).toHaveCount(0);
  const before = await saver.locator('.screensaver-time').textContent();
  await page.clock.runFor(61_000);
  await expect(saver.locator('.screensaver-time')).not.toHaveText(before ?? '');

  await saver.click();
  await expect(page).toHaveURL(new RegExp(`${demo.origin()}/$`));
  await expect(footer(page)).toBeVisible();
});

test('an external link opens in the in-app viewer on a tablet', async ({ page, demo }) => {
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: '<p>map</p>', contentType: 'text/html' }));
  await openTablet(page, demo.origin(), '110');
  const map = entry('map');
  await footer(page).getByRole('button', { name: map.title }).click();
  const viewer = page.getByTestId('frame-overlay');
  await expect(viewer.locator('iframe')).toHaveAttribute('src', map.link!);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
});

test('the tablet back button shows only for a page with a back flag; products and PDF links open in the app', async ({ page, demo }) => {
  await page.route('https://docs.google.com/**', (route) => route.fulfill({ body: '<p>viewer</p>', contentType: 'text/html' }));
  await openTablet(page, demo.origin(), '107');
  const back = header(page).getByRole('button', { name: 'Back' });
  await expect(back).toHaveCount(0);

  await page.goto(`${demo.origin()}/page/10`);
  await expect(page.getByRole('heading', { level: 1, name: 'About the hotel' })).toBeVisible();
  await expect(back).toHaveCount(0);
  await page.goto(`${demo.origin()}/radio`);
  await expect(page.getByTestId('radio-player')).toBeVisible();
  await expect(back).toHaveCount(0);

  await page.goto(`${demo.origin()}/page/21`);
  await back.click();
  await expect(page).toHaveURL(/\/page\/20$/);

  await page.goto(`${demo.origin()}/page/150`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${demo.origin()}/$`));

  const product = demoEn.pages.id_211!;
  await page.goto(`${demo.origin()}/page/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(product.toppings![0]!.name) })).toBeVisible();

  // PDF links go through the online document viewer.
  await page.goto(`${demo.origin()}/page/150`);
  await page.getByRole('link', { name: 'House rules (PDF)' }).click();
  const viewer = page.getByTestId('frame-overlay');
  const pdf = `${demo.origin()}/content/demo-137/media/house-rules.pdf`;
  await expect(viewer.locator('iframe')).toHaveAttribute('src', `https://docs.google.com/viewer?embedded=true&url=${encodeURIComponent(pdf)}`);
  await expect(page).toHaveURL(/\/page\/150$/);
  expect((await page.request.get(pdf.replace(/demo\.localhost/, '127.0.0.1'))).headers()['content-type']).toBe('application/pdf');
});

test('the tablet checks the content hash every 30 minutes and reloads when it changed', async ({ page, demo }) => {
  await page.clock.install();
  await openTablet(page, demo.origin(), '102');
  let changed = false;
  await page.route('**/content/demo-137/content.hash*', (route) =>
    changed ? route.fulfill({ body: 'f'.repeat(40), contentType: 'text/plain' }) : route.fallback(),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.clock.runFor(CONTENT_UPDATE_CHECK_MS);
  await page.waitForTimeout(300);
  expect(loads).toBe(0);

  changed = true;
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(CONTENT_UPDATE_CHECK_MS);
  await reloaded;
  expect(await page.evaluate(() => localStorage.getItem('stay.contentHash'))).toBe('f'.repeat(40));
});
