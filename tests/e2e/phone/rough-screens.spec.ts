import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { readStructure } from '../support/content';
import { logInAsGuest } from '../support/guest-login';
import {
  boxOf,
  daytime,
  expectCentred,
  expectInside,
  expectNoSidewaysScroll,
  expectPinDigitsInOneRow,
  expectRadioRowsLaidOut,
  expectTimepickerRowsFit,
  screenshot,
  tapServiceCode,
  viewportOf,
} from '../support/layout-checks';

/**
 * The screens the issue found rough, on a phone, in English and in Arabic (right to left): each check is a bounding
 * box, and each screen is saved for a person to look at.
 */
for (const lang of ['en', 'ar'] as const) {
  const content = readStructure('demo', lang);
  const entry = (key: string) => content.menu.find((e) => e.key === key)!;
  const header = (page: Page) => page.getByTestId('phone-header');

  /** The guest's own choice of language (settings), which outranks the language of the booking. */
  async function chooseLanguage(page: Page, origin: string) {
    if (lang === 'en') return;
    await page.goto(`${origin}/settings`);
    // The choice reloads the app in the new language: the radio follows it then.
    await page.getByRole('radio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  }

  test.describe(`phone, ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: daytime() });
    });

    test('a dialog sits in the middle, no wider than 84 %; the login form and the parental lock are laid out', async ({ page, demo }, testInfo) => {
      const viewport = viewportOf(page);
      await page.goto(`${demo.origin()}/?lang=${lang}`);
      await header(page).getByRole('button').last().click();
      await tapServiceCode(page.getByTestId('app-version'));
      const dialog = await boxOf(page.getByRole('dialog').last());
      expectCentred(dialog, viewport.width);
      expect(dialog.width).toBeLessThanOrEqual(viewport.width * 0.84 + 0.5);
      await screenshot(page, testInfo, 'dialog');
      await page.keyboard.press('Escape');

      await page.goto(`${demo.origin()}/login?lang=${lang}`);
      await expectRadioRowsLaidOut(page, lang === 'ar');
      await expect(page.getByTestId('bare-exit')).toBeVisible();
      expectInside(await boxOf(page.getByTestId('bare-exit')), viewport);
      await screenshot(page, testInfo, 'login');

      await page.goto(`${demo.origin()}/settings?lang=${lang}`);
      await expectPinDigitsInOneRow(page);
      await screenshot(page, testInfo, 'settings');
    });

    test('a title shows once (in the header); About shows its picture once; the gallery has captions and a full-screen view', async ({ page, demo }, testInfo) => {
      await page.goto(`${demo.origin()}/page/10?lang=${lang}`);
      const about = content.pages.id_10!;
      await expect(header(page).getByTestId('header-title')).toHaveText(about.title);
      const heading = await page.getByRole('heading', { level: 1, name: about.title }).boundingBox();
      expect(heading!.width * heading!.height, 'the page heading is for screen readers only').toBeLessThanOrEqual(1);
      await expect(page.locator('main img[src$="lobby.svg"]')).toHaveCount(1);
      await screenshot(page, testInfo, 'about');

      const gallery = content.pages.id_40!;
      await page.goto(`${demo.origin()}/page/40?lang=${lang}`);
      const first = gallery.items![0] as { title: string };
      await expect(page.locator('.gallery figcaption').first()).toHaveText(first.title);
      await screenshot(page, testInfo, 'gallery');
      await page.getByRole('button', { name: first.title }).click();
      const full = await boxOf(page.getByTestId('lightbox'));
      expect([full.x, full.y, full.width, full.height]).toEqual([0, 0, 390, 844]);
      await expect(page.getByTestId('lightbox').locator('figcaption')).toContainText(first.title);
      await screenshot(page, testInfo, 'gallery-full-screen');
    });

    test('the flights table fits the phone, with statuses in the language', async ({ page, demo }, testInfo) => {
      await page.goto(`${demo.origin()}/widget/503?lang=${lang}`);
      const table = page.getByRole('table').first();
      expectInside(await boxOf(table), viewportOf(page));
      await expectNoSidewaysScroll(page);
      await expect(table).toContainText(lang === 'ar' ? 'أقلعت' : 'Departed');
      await expect(table).not.toContainText('departed');
      await screenshot(page, testInfo, 'flights');
    });

    test("the timepicker's day labels stay in their 44 px rows", async ({ page, demo }, testInfo) => {
      await logInAsGuest(page, demo.origin());
      await chooseLanguage(page, demo.origin());
      const pancakes = content.pages.id_212!;
      await page.goto(`${demo.origin()}/page/20?product=${pancakes.id}`);
      await page.getByRole('dialog', { name: pancakes.title }).locator('form button[type="submit"]').click();
      await page.goto(`${demo.origin()}/cart`);
      await page.getByTestId('delivery-time').click();
      await expectTimepickerRowsFit(page);
      await screenshot(page, testInfo, 'timepicker');
    });

    test('the bill words its lines and dates in the language, and offers to pay the balance; the card number reads left to right', async ({ page, demo }, testInfo) => {
      await logInAsGuest(page, demo.origin());
      await chooseLanguage(page, demo.origin());
      await page.goto(`${demo.origin()}/viewbill`);
      const lines = page.locator('.bill-lines tbody');
      await expect(lines).toContainText(lang === 'ar' ? 'الغرفة 101، الليلة 1' : 'Room 101, night 1');
      await expect(lines).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      expectInside(await boxOf(page.locator('.bill-lines')), viewportOf(page));
      await expect(page.getByRole('button', { name: lang === 'ar' ? /^ادفع .* الآن$/ : /^Pay .* now$/ })).toBeVisible();
      await screenshot(page, testInfo, 'bill');

      await page.goto(`${demo.origin()}/loyalty/card`);
      const number = page.locator('.loyalty-card-number');
      await expect(number).toHaveText('7000 001 011');
      await expect(number).toHaveCSS('direction', 'ltr');
      await expect(page.getByTestId('loyalty-card')).toContainText(lang === 'ar' ? 'ذهبي' : 'Gold');
      await screenshot(page, testInfo, 'loyalty-card');
    });

    test('the spa offers one way to book; a slot that has begun does not look bookable', async ({ page, demo }, testInfo) => {
      await logInAsGuest(page, demo.origin());
      await chooseLanguage(page, demo.origin());
      await page.goto(`${demo.origin()}/page/30`);
      const spa = content.pages.id_30!;
      await expect(page.getByRole('link', { name: spa.buttonName! })).toHaveCount(1);
      await expect(page.locator('main button')).toHaveCount(0);
      await screenshot(page, testInfo, 'spa');
      await page.getByRole('link', { name: spa.buttonName! }).click();
      const past = page.locator('[data-testid="slot"][data-state="past"]');
      await expect(past.first()).toBeVisible();
      await expect(past.first().getByRole('button')).toHaveCount(0);
      expect(Number(await past.first().evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
      await screenshot(page, testInfo, 'slots');
      expect(entry('spa').link).toBe(String(spa.id));
    });
  });
}

test('a logged-in guest reaches the bill, the loyalty programme and feedback from the menu', async ({ page, demo }) => {
  const content = readStructure('demo', 'en');
  await page.goto(`${demo.origin()}/?lang=en`);
  const menu = page.getByRole('navigation', { name: 'Home menu' });
  for (const [key, path] of [['bill', '/viewbill'], ['loyalty', '/loyalty'], ['feedback', '/feedback']] as const) {
    await menu.getByRole('link', { name: content.menu.find((e) => e.key === key)!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
  }
});
