import { test, expect } from '../support/fixtures';
import { findPage, readStructure } from '../support/content';
import { en } from '../../../renderer/src/locales/en';
import type { Page } from '@playwright/test';
import { logInAsGuest } from '../support/guest-login';

const demoEn = readStructure('demo', 'en');
const entry = (key: string) => {
  const found = demoEn.menu.find((e) => e.key === key);
  if (!found) throw new Error(`no menu entry ${key}`);
  return found;
};
const pageOf = (id: string | undefined) => findPage(demoEn, (p) => String(p.id) === id);

test.beforeEach(async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Home menu' });

test('a page opens as a modal over home, closes with Close, and a modal needs both query parameters', async ({ page, demo }) => {
  const about = entry('about');
  await menu(page).getByRole('link', { name: about.title }).click();
  await expect(page).toHaveURL(new RegExp(`\\?modalType=page&modalId=${about.link}$`));
  const modal = page.getByRole('dialog', { name: pageOf(about.link).title });
  await expect(modal).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`${demo.origin()}/?modalType=page`);
  await expect(menu(page)).toBeVisible();
  await expect(page.getByTestId('modal')).toHaveCount(0);
  await page.goto(`${demo.origin()}/?modalId=${about.link}`);
  await expect(menu(page)).toBeVisible();
  await expect(page.getByTestId('modal')).toHaveCount(0);
});

test('a modal closes when swiped down', async ({ page }) => {
  await menu(page).getByRole('link', { name: entry('about').title }).click();
  const sheet = page.getByTestId('modal');
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 20;
  await sheet.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: x, clientY: y }] });
  await sheet.dispatchEvent('touchmove', { touches: [{ identifier: 1, clientX: x, clientY: y + 200 }] });
  await sheet.dispatchEvent('touchend', { touches: [] });
  await expect(sheet).toHaveCount(0, { timeout: 1000 });
});

test('shop, service, gallery, list and rcu pages open their routes', async ({ page, demo }) => {
  for (const key of ['restaurant', 'spa', 'gallery', 'city', 'rcu']) {
    const item = entry(key);
    await page.goto(`${demo.origin()}/`);
    await menu(page).getByRole('link', { name: item.title }).click();
    await expect(page, key).toHaveURL(new RegExp(`/page/${item.link}$`));
    await expect(page.getByRole('heading', { level: 1, name: pageOf(item.link).title })).toBeVisible();
  }
});

test('a shop product opens as a modal on its shop page with its toppings', async ({ page, demo }) => {
  const product = findPage(demoEn, (p) => p.type === 'shopProduct' && (p.toppings?.length ?? 0) > 0);
  const category = pageOf(String(product.parentId));
  await page.goto(`${demo.origin()}/page/${category.parentId}`);
  await page.getByRole('link', { name: new RegExp(product.title) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/page/${category.parentId}\\?product=${product.id}$`));
  const modal = page.getByRole('dialog', { name: product.title });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('group', { name: new RegExp(product.toppings![0]!.name) })).toBeVisible();
});

test('list items: an airport widget opens /widget/{id} with the schedule, an esign item opens /page/{id}', async ({ page }) => {
  const list = pageOf(entry('city').link);
  const widget = list.listItems!.find((i) => i.widget?.type === 'airportSchedule')!;
  const esign = list.listItems!.find((i) => i.type === 'esign')!;
  await menu(page).getByRole('link', { name: entry('city').title }).click();
  await page.getByRole('link', { name: new RegExp(widget.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/widget/${widget.id}$`));
  await expect(page.getByRole('table').first()).toContainText(/Departures/);
  await expect(page.getByRole('cell').first()).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: new RegExp(esign.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/page/${esign.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: esign.title })).toBeVisible();
});

test('the weather item opens /weather with the stored forecast; flights show the airport schedule', async ({ page, demo }) => {
  await menu(page).getByRole('link', { name: entry('weather').title }).click();
  await expect(page).toHaveURL(/\/weather$/);
  await expect(page.getByTestId('weather-now')).toContainText('London');
  await page.goto(`${demo.origin()}/flights`);
  await expect(page.getByText('London Heathrow')).toBeVisible();
});

test('tokens: messages with two recipients once logged in, radio and orders; no mobile key item without a key', async ({ page, demo }) => {
  expect(demoEn.messages?.recipients.length).toBeGreaterThan(1);
  await expect(menu(page).getByRole('link', { name: entry('radio').title })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: entry('messages').title })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: entry('mobile-key').title })).toHaveCount(0);
  await logInAsGuest(page, demo.origin());
  const cases: [string, RegExp][] = [
    ['messages', /\/recipients$/],
    ['radio', /\/radio$/],
    ['orders', /\/orders$/],
  ];
  for (const [key, url] of cases) {
    await page.goto(`${demo.origin()}/`);
    await menu(page).getByRole('link', { name: entry(key).title }).click();
    await expect(page, key).toHaveURL(url);
  }
});

test('an external link opens outside the app on a phone', async ({ page }) => {
  const map = entry('map');
  const link = menu(page).getByRole('link', { name: map.title });
  await expect(link).toHaveAttribute('href', map.link!);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the language item opens the language modal on home', async ({ page }) => {
  await menu(page).getByRole('link', { name: entry('language').title }).click();
  await expect(page).toHaveURL(/\?modalType=language&modalId=select$/);
  const modal = page.getByRole('dialog', { name: en.language.choose });
  await expect(modal).toBeVisible();
  const german = demoEn.languages!.find((l) => l.code === 'de')!;
  await modal.getByRole('button', { name: german.title }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL(/\/\?lang=de$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('staymode with url opens the full-screen frame only for an allowed origin; location is kept for orders', async ({ page, demo }) => {
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: '<p>map</p>', contentType: 'text/html' }));
  await page.goto(`${demo.origin()}/?staymode=1&url=${encodeURIComponent('https://www.openstreetmap.org/')}&location=lobby%2Fbar`);
  const frame = page.getByTestId('frame-overlay');
  await expect(frame.locator('iframe')).toHaveAttribute('src', 'https://www.openstreetmap.org/');
  const kept = await page.evaluate(() => sessionStorage.getItem('stay.location'));
  expect(JSON.parse(kept ?? '{}').state.location).toBe('lobby/bar');
  await frame.getByRole('button', { name: 'Close' }).click();
  await expect(frame).toHaveCount(0);

  await page.goto(`${demo.origin()}/?staymode=1&url=${encodeURIComponent('https://evil.example/')}`);
  await expect(menu(page)).toBeVisible();
  await expect(page.getByTestId('frame-overlay')).toHaveCount(0);
});

test('content follows the guest groups: logging in to a VIP room reloads the content and shows the VIP page', async ({ page, demo }) => {
  const vip = entry('vip');
  expect(vip.groups).toEqual(['vip']);
  await expect(menu(page).getByRole('link', { name: vip.title })).toHaveCount(0);

  await page.goto(`${demo.origin()}/profile`);
  await page.getByRole('radio', { name: 'I am a hotel guest' }).check();
  await page.getByLabel('Room number', { exact: true }).fill('101');
  await page.getByLabel('Last name', { exact: true }).fill('smith');
  const reload = page.waitForRequest((r) => /\/struct_en\.json/.test(r.url()));
  await page.getByRole('button', { name: 'Log in' }).click();
  await reload;

  await page.getByTestId('phone-header').getByRole('button', { name: 'Back' }).click();
  await expect(menu(page).getByRole('link', { name: vip.title })).toBeVisible();
});
