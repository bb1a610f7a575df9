import type { Page } from '@playwright/test';
import { TEXT } from '../../../common/spec';
import { test, expect } from '../support/fixtures';

// The page's clock is held still while the version is tapped, so a busy machine cannot stretch the taps apart; only
// fastForward moves it. It runs again before the entry is expected: React reveals a lazy screen on a timer.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const openSidebar = async (page: Page) => {
  if (!(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
};

/** Holds the page's clock still a little ahead of now: time flows on between reading it and pausing it. */
const freeze = async (page: Page) => {
  await openSidebar(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
};

const tap = async (page: Page, times: number) => {
  for (let i = 0; i < times; i++) await page.getByTestId('app-version').click();
};

const enterCode = async (page: Page, code: string) => {
  await freeze(page);
  await tap(page, 7);
  await page.clock.resume();
  const dialog = page.getByRole('dialog', { name: 'Service code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Enter' }).click();
};

test('an unknown code says so; 1171 and 1172 switch remote debugging on and off', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await enterCode(page, '4242');
  await expect(page.getByRole('alertdialog')).toContainText('unknown service code');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // 1171 loads the demo's on-screen console at once, from the app's own origin, and again after a reload.
  await enterCode(page, '1171');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('stay.remoteDebug'))).toBe('1');
  const console = page.getByRole('region', { name: 'Remote debug' });
  await expect(console).toBeVisible();
  await expect(console).toContainText('remote debug on');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(console).toBeVisible();
  await enterCode(page, '1172');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('stay.remoteDebug'))).toBeNull();
  await expect(console).toHaveCount(0);
  await page.getByRole('button', { name: 'OK' }).click();
});

test('1169 opens the log and 1137 the device page', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await enterCode(page, '1169');
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByRole('heading', { name: 'Log' })).toBeVisible();

  await enterCode(page, '1137');
  await expect(page).toHaveURL(/\/service-pages\/device$/);
  await expect(page.getByTestId('device-hotel')).toHaveText('demo');
  await expect(page.getByTestId('device-appVersion')).toHaveText('2.1.903');
});

test('1800 opens the diagnostics, which check every host the hotel has', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await enterCode(page, '1800');
  await expect(page).toHaveURL(/\/service-pages\/diagnostics$/);
  for (const host of ['static', 'content', 'api']) await expect(page.getByTestId(`check-${host}`)).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('check-remote state')).toHaveAttribute('data-status', 'not-configured');
  await expect(page.getByTestId('check-room controller')).toHaveAttribute('data-status', 'not-configured');
  await expect(page.getByTestId('check-queue')).toHaveAttribute('data-status', /pass|fail/);
});

test('1105 clears the room, logs the guest out and reloads', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/profile?lang=en&room=101&lastname=Smith`);
  await expect(page.getByTestId('greeting')).toBeVisible();
  await enterCode(page, '1105');
  await page.waitForLoadState('load');
  await expect(page.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeVisible();
});

test('a tap more than 1 s after the one before starts the count over: seven more are needed', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await freeze(page);
  const dialog = page.getByRole('dialog', { name: 'Service code' });
  // Open and close the entry once: its lazy chunk is loaded and shows at once from then on, so below its absence
  // means the count started over.
  await tap(page, 7);
  await page.clock.resume();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await freeze(page);
  await tap(page, 4);
  await page.clock.fastForward(1_001);
  await tap(page, 6);
  await expect(dialog).toHaveCount(0);
  await tap(page, 1);
  await expect(dialog).toBeVisible();
});

test('taps exactly 1 s apart still count', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await freeze(page);
  for (let i = 0; i < 7; i++) {
    await page.getByTestId('app-version').click();
    if (i < 6) await page.clock.fastForward(1_000);
  }
  await page.clock.resume();
  await expect(page.getByRole('dialog', { name: 'Service code' })).toBeVisible();
});
