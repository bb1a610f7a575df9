import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { readStructure } from '../support/content';
import { removeDataDir } from '../support/demo-server';
import { expect, test } from '../support/fixtures';
import {
  boxOf,
  daytime,
  expectAbove,
  expectCentred,
  expectInside,
  expectNoSidewaysScroll,
  expectPinDigitsInOneRow,
  expectRadioRowsLaidOut,
  expectTimepickerRowsFit,
  screenshot,
  tapServiceCode,
  textBoxOf,
  viewportOf,
} from '../support/layout-checks';

/**
 * The tablet screens the issue found rough, in English and Arabic (right to left): each check is a bounding box, and
 * each screen is saved for a person to look at.
 */
for (const lang of ['en', 'ar'] as const) {
  const content = readStructure('demo', lang);
  const footer = (page: Page) => page.locator('.footer-wrap');
  const header = (page: Page) => page.getByTestId('tablet-header');

  /** A page of the footer menu, opened as a guest does (no reload, so no image preloading in front of it). */
  async function openFromFooter(page: Page, pageId: number) {
    const entry = content.menu.find((e) => e.link === String(pageId))!;
    await footer(page).getByRole('link', { name: entry.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/page/${pageId}$`));
  }

  /** The room layout preloads the content's pictures behind a full-screen loader at each start: a screen is saved once it is gone. */
  async function settledScreenshot(page: Page, testInfo: TestInfo, name: string) {
    await expect(page.getByTestId('screen-loader')).toHaveCount(0);
    await screenshot(page, testInfo, name);
  }

  /** A browser showing the room layout, registered to its own room, in the language of the test. */
  async function openTablet(page: Page, origin: string, room: string) {
    await page.goto(`${origin}/?device=tablet&lang=en`);
    const dialog = page.getByRole('dialog', { name: 'Register this room' });
    await dialog.getByLabel('Room number').fill(room);
    await dialog.getByRole('button', { name: 'Register' }).click();
    // Registered and logged in to the room (the footer shows behind the dialog already).
    await expect(page.getByTestId('room-number')).toContainText(room);
    // The room's guest has a language of their own: the guest's choice in settings outranks it.
    await page.goto(`${origin}/settings`);
    await page.getByRole('radio', { name: lang === 'ar' ? 'العربية' : 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(footer(page)).toBeVisible();
  }

  test.describe(`tablet, ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: daytime() });
    });

    test('the header lines up and the language list stays on screen', async ({ page, demo }, testInfo) => {
      await openTablet(page, demo.origin(), lang === 'en' ? '104' : '105');
      const viewport = viewportOf(page);
      const bar = await boxOf(header(page));
      const middle = bar.y + bar.height / 2;
      for (const item of await header(page).locator('.header-start > *, .header-end > *').all()) {
        const box = await boxOf(item);
        expect(Math.abs(box.y + box.height / 2 - middle), `${await item.textContent()} sits on the header's middle line`).toBeLessThanOrEqual(2);
      }
      const end = await boxOf(header(page).locator('.header-end'));
      const gap = lang === 'ar' ? end.x - bar.x : bar.x + bar.width - (end.x + end.width);
      expect(gap, 'the header end keeps the header padding').toBeLessThanOrEqual(12);

      await header(page).getByRole('button', { name: lang === 'ar' ? 'اللغة' : 'Language' }).click();
      const list = page.locator('.header-end .language-list');
      expectInside(await boxOf(list), viewport);
      await screenshot(page, testInfo, 'header-language');
      await header(page).getByRole('button', { name: lang === 'ar' ? 'اللغة' : 'Language' }).click();
      await expect(list).toHaveCount(0);
    });

    test('an overflowing footer menu says there is more, and scrolls on', async ({ page, demo }, testInfo) => {
      await openTablet(page, demo.origin(), lang === 'en' ? '104' : '105');
      const scroller = footer(page).locator('.menu-list');
      const overflows = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(overflows, 'the demo menu is longer than a tablet is wide').toBe(true);
      const more = footer(page).getByRole('button', { name: lang === 'ar' ? 'مزيد من عناصر القائمة' : 'More menu items' });
      await expect(more).toBeVisible();
      await expect(footer(page)).toHaveAttribute('data-more-after', 'true');
      await screenshot(page, testInfo, 'footer-more');
      await more.click();
      await expect(footer(page)).toHaveAttribute('data-more-before', 'true');
      await expect(footer(page).getByRole('button', { name: lang === 'ar' ? 'عناصر القائمة السابقة' : 'Earlier menu items' })).toBeVisible();
      await screenshot(page, testInfo, 'footer-scrolled');
    });

    test("a shop uses the tablet's width and a product keeps Add to cart above the footer", async ({ page, demo }, testInfo) => {
      await openTablet(page, demo.origin(), lang === 'en' ? '106' : '107');
      await page.goto(`${demo.origin()}/page/20`);
      const products = page.locator('.products').first();
      const main = await boxOf(page.locator('main#content'));
      expect((await boxOf(products)).width, 'the shop fills the content column').toBeGreaterThanOrEqual(main.width * 0.8);
      await screenshot(page, testInfo, 'shop');

      const pancakes = content.pages.id_212!;
      await page.goto(`${demo.origin()}/page/${pancakes.id}`);
      const add = page.locator('.add-to-cart .primary-button');
      expectAbove(await boxOf(add), await boxOf(footer(page)));
      expectInside(await boxOf(add), viewportOf(page));
      await screenshot(page, testInfo, 'product');
    });

    test("the phone's rough screens lie right on a tablet too: dialog, forms, pages, gallery, flights, timepicker, bill, card, spa", async ({ page, demo }, testInfo) => {
      const viewport = viewportOf(page);
      // A guest's own tablet in a browser has the phone layout: the sidebar's version opens the service codes.
      await page.goto(`${demo.origin()}/?lang=${lang}`);
      await page.getByTestId('phone-header').getByRole('button').last().click();
      await tapServiceCode(page.getByTestId('app-version'));
      const dialog = await boxOf(page.getByRole('dialog').last());
      expectCentred(dialog, viewport.width);
      expectInside(dialog, viewport);
      await screenshot(page, testInfo, 'dialog');
      await page.keyboard.press('Escape');
      await page.goto(`${demo.origin()}/login?lang=${lang}`);
      await expectRadioRowsLaidOut(page, lang === 'ar');
      await screenshot(page, testInfo, 'login');

      // The room's tablet, registered to the room whose guest has a bill and a loyalty card: it opens on settings.
      await openTablet(page, demo.origin(), '101');
      await expectPinDigitsInOneRow(page);
      await settledScreenshot(page, testInfo, 'settings');

      // The tablet's header carries the logo, so the page's own heading is its one title.
      const about = content.pages.id_10!;
      await openFromFooter(page, about.id);
      const title = page.getByRole('heading', { level: 1, name: about.title });
      expect((await boxOf(title)).height, 'the heading is shown').toBeGreaterThan(1);
      await expect(page.getByRole('heading', { name: about.title })).toHaveCount(1);
      await expect(header(page)).not.toContainText(about.title);
      await expect(page.locator('main img[src$="lobby.svg"]')).toHaveCount(1);
      await settledScreenshot(page, testInfo, 'about');

      const gallery = content.pages.id_40!;
      const first = gallery.items![0] as { title: string };
      await openFromFooter(page, gallery.id);
      await expect(page.locator('.gallery figcaption').first()).toHaveText(first.title);
      await settledScreenshot(page, testInfo, 'gallery');
      await page.getByRole('button', { name: first.title }).click();
      const full = await boxOf(page.getByTestId('lightbox'));
      expect([full.x, full.y, full.width, full.height]).toEqual([0, 0, viewport.width, viewport.height]);
      await expect(page.getByTestId('lightbox').locator('figcaption')).toContainText(first.title);
      await settledScreenshot(page, testInfo, 'gallery-full-screen');
      await page.keyboard.press('Escape');

      await page.goto(`${demo.origin()}/widget/503`);
      const flights = page.getByRole('table').first();
      await expect(flights).toContainText(lang === 'ar' ? 'أقلعت' : 'Departed');
      expectInside(await boxOf(flights), viewport);
      await expectNoSidewaysScroll(page);
      await settledScreenshot(page, testInfo, 'flights');

      const pancakes = content.pages.id_212!;
      await page.goto(`${demo.origin()}/page/${pancakes.id}`);
      await page.locator('.add-to-cart .primary-button').click();
      await header(page).locator('a[href$="/cart"]').click();
      await page.getByTestId('delivery-time').click();
      await expectTimepickerRowsFit(page);
      await settledScreenshot(page, testInfo, 'timepicker');

      await page.goto(`${demo.origin()}/viewbill`);
      const lines = page.locator('.bill-lines tbody');
      await expect(lines).toContainText(lang === 'ar' ? 'الغرفة 101، الليلة 1' : 'Room 101, night 1');
      await expect(lines).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      expectInside(await boxOf(page.locator('.bill-lines')), viewport);
      await settledScreenshot(page, testInfo, 'bill');

      await page.goto(`${demo.origin()}/loyalty/card`);
      const number = page.locator('.loyalty-card-number');
      await expect(number).toHaveText('7000 001 011');
      await expect(number).toHaveCSS('direction', 'ltr');
      // It reads left to right yet lines up with the holder's name, on the right in Arabic.
      const [digits, holder] = [await textBoxOf(number), await textBoxOf(page.locator('.loyalty-card-name'))];
      if (lang === 'ar') expect(Math.abs(digits.x + digits.width - (holder.x + holder.width)), 'right edges').toBeLessThanOrEqual(2);
      else expect(Math.abs(digits.x - holder.x), 'left edges').toBeLessThanOrEqual(2);
      await settledScreenshot(page, testInfo, 'loyalty-card');

      const spa = content.pages.id_30!;
      await openFromFooter(page, spa.id);
      await expect(page.getByRole('link', { name: spa.buttonName! })).toHaveCount(1);
      await settledScreenshot(page, testInfo, 'spa');
      await page.getByRole('link', { name: spa.buttonName! }).click();
      const past = page.locator('[data-testid="slot"][data-state="past"]');
      await expect(past.first()).toBeVisible();
      await expect(past.first().getByRole('button')).toHaveCount(0);
      // A slot's time range reads from its start, in Arabic too.
      await expect(past.first().locator('.slot-time')).toHaveCSS('direction', 'ltr');
      await settledScreenshot(page, testInfo, 'slots');
    });

    test("the screensaver shows the hotel and the hotel's 24-hour clock", async ({ page, demo }, testInfo) => {
      await page.clock.setSystemTime(new Date(new Date().setHours(21, 5, 0, 0)));
      await openTablet(page, demo.origin(), lang === 'en' ? '108' : '109');
      await page.goto(`${demo.origin()}/screensaver`);
      await expect(page.getByTestId('screensaver').locator('.screensaver-time')).toHaveText('21:05');
      await expect(page.getByTestId('screensaver-hotel')).toBeVisible();
      await screenshot(page, testInfo, 'screensaver');
    });
  });
}

test('the on-screen keyboard never covers the field being typed into nor the Register button, and gives room numbers a digit pad', async ({ browser, demo }, testInfo) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-rough-keyboard-'));
  try {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    await installKioskBridge(context, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet', identity: { mac: 'aa:bb:cc:00:15:02' } });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/?lang=en`);
    const dialog = page.getByRole('dialog', { name: 'Register this room' });
    const field = dialog.getByLabel('Room number');
    await field.tap();
    const keyboard = page.getByRole('group', { name: 'On-screen keyboard' });
    await expect(keyboard).toBeVisible();
    await expect(page.getByTestId('on-screen-keyboard')).toHaveAttribute('data-layout', 'numeric');
    await expect(keyboard.getByRole('button', { name: 'q', exact: true })).toHaveCount(0);
    const keys = await boxOf(keyboard);
    expectAbove(await boxOf(field), keys);
    expectAbove(await boxOf(dialog.getByRole('button', { name: 'Register' })), keys);
    await screenshot(page, testInfo, 'keyboard-register');
    await keyboard.getByRole('button', { name: '1', exact: true }).tap();
    await expect(field).toHaveValue('1');
    await expect(field).toBeFocused();
    await context.close();
  } finally {
    removeDataDir(kioskDir);
  }
});
