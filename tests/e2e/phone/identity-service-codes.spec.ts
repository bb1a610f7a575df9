import type { Page } from '@playwright/test';
import { TEXT } from '../../../common/spec';
import { test, expect } from '../support/fixtures';

const enterCode = async (page: Page, code: string) => {
  if (!(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  const version = page.getByTestId('app-version');
  for (let i = 0; i < 7; i++) await version.click();
  const dialog = page.getByRole('dialog', { name: 'Service code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Enter' }).click();
};

test('service codes from seven taps on the version', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await enterCode(page, '4242');
  await expect(page.getByRole('alertdialog')).toContainText(TEXT.unknownServiceCode);
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

  await enterCode(page, '1169');
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByRole('heading', { name: 'Log' })).toBeVisible();

  await enterCode(page, '1137');
  await expect(page).toHaveURL(/\/service-pages\/device$/);
  await expect(page.getByTestId('device-hotel')).toHaveText('demo');
  await expect(page.getByTestId('device-appVersion')).toHaveText('2.1.903');

  await enterCode(page, '1800');
  await expect(page).toHaveURL(/\/service-pages\/diagnostics$/);
  for (const host of ['static', 'content', 'api']) await expect(page.getByTestId(`check-${host}`)).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('check-remote state')).toHaveAttribute('data-status', 'not-configured');
  await expect(page.getByTestId('check-room controller')).toHaveAttribute('data-status', 'not-configured');
  await expect(page.getByTestId('check-queue')).toHaveAttribute('data-status', /pass|fail/);

  await page.goto(`${demo.origin()}/profile?lang=en&room=101&lastname=Smith`);
  await expect(page.getByTestId('greeting')).toBeVisible();
  await enterCode(page, '1105');
  await page.waitForLoadState('load');
  await expect(page.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeVisible();
});

test('taps slower than one second do not open the code entry', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  for (let i = 0; i < 7; i++) {
    await page.getByTestId('app-version').click();
    if (i === 3) await page.waitForTimeout(1_100);
  }
  await expect(page.getByRole('dialog', { name: 'Service code' })).toHaveCount(0);
});
