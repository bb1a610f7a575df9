import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { removeDataDir } from '../support/demo-server';
import { expect, test } from '../support/fixtures';

test('the installer types the room number on the on-screen keyboard, by touch and by D-pad', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-keyboard-'));
  try {
    const context = await browser.newContext({ hasTouch: true });
    await installKioskBridge(context, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet', identity: { mac: 'aa:bb:cc:00:06:07' } });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/?lang=en`);
    const dialog = page.getByRole('dialog', { name: 'Register this room' });
    const field = dialog.getByLabel('Room number');
    await expect(field).toBeVisible();
    const keyboard = page.getByRole('group', { name: 'On-screen keyboard' });
    await expect(keyboard).toHaveCount(0);

    await field.tap();
    await expect(keyboard).toBeVisible();
    await keyboard.getByRole('button', { name: '1', exact: true }).tap();
    await keyboard.getByRole('button', { name: '0', exact: true }).tap();
    await expect(field).toHaveValue('10');
    await expect(field).toBeFocused();

    // A TV remote: down from the field into the digit pad, down its first column, OK types.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveText('1');
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveText('7');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('107');

    await keyboard.getByRole('button', { name: 'Done' }).tap();
    await expect(keyboard).toHaveCount(0);
    await expect(page.getByTestId('room-number')).toContainText('107');
    await context.close();
  } finally {
    removeDataDir(kioskDir);
  }
});

test("a field touched while room mode's chunks are still on their way gets the keyboard once they arrive", async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-keyboard-'));
  try {
    const context = await browser.newContext({ hasTouch: true });
    await installKioskBridge(context, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet', identity: { mac: 'aa:bb:cc:00:06:07' } });
    // A slow network or a busy set-top: the tablet layout and the kiosk runtime (with the keyboard) arrive 4 s late.
    await context.route(/\/assets\/(tablet-layout|kiosk-runtime)-.*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/?lang=en`);
    const field = page.getByRole('dialog', { name: 'Register this room' }).getByLabel('Room number');
    await expect(field).toBeVisible();
    await field.tap();
    await expect(page.getByRole('group', { name: 'On-screen keyboard' })).toBeVisible({ timeout: 15_000 });
  } finally {
    removeDataDir(kioskDir);
  }
});
