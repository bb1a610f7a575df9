import type { Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { removeDataDir } from '../support/demo-server';
import { test, expect } from '../support/fixtures';

/** The stored login; nothing stored yet reads as logged out. */
const authState = (page: Page) =>
  page.evaluate(() => {
    const state = (JSON.parse(localStorage.getItem('stay.auth') ?? '{}').state ?? {}) as { token?: string | null; authType?: string | null };
    return { token: state.token ?? null, authType: state.authType ?? null };
  });

test('a room tablet registers, logs in, changes area, and an operator checkout leaves no guest behind', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
  const context = await browser.newContext();
  try {
    const bridge = await installKioskBridge(context, {
      dataDir: kioskDir,
      backendUrl: demo.origin(),
      deviceMode: 'tablet',
      identity: { mac: '02:00:00:00:04:01' },
    });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/?lang=en`);
    const dialog = page.getByRole('dialog', { name: 'Register this room' });
    await dialog.getByLabel('Room number').fill('101');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('room-number')).toContainText('101');
    // The room's login follows the registration; on a busy machine it can take longer than an expectation's 10 s.
    await expect.poll(async () => (await authState(page)).authType, { timeout: 30_000 }).toBe('inRoom');

    await page.goto(`${demo.origin()}/service-pages/device?lang=en`);
    await expect(page.getByTestId('device-room')).toHaveText('101');
    await expect(page.getByTestId('device-mac')).toHaveText('02:00:00:00:04:01');
    await page.getByLabel('Choose area').selectOption('1');
    await page.getByRole('button', { name: 'Register again' }).click();
    await expect(page.getByRole('dialog').getByText('The room is registered again')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('device-area')).toContainText('(1)');
    expect((await bridge.readRegistration())?.tvIndex).toBe('1');
    const token = (await authState(page)).token;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const origin = demo.origin().replace('demo.localhost', '127.0.0.1');
    const checkout = await page.request.post(`${origin}/operator/demo/rooms/101/checkout`, {
      headers: { authorization: `Bearer ${demo.operatorToken}` },
      data: {},
    });
    expect(checkout.status()).toBe(200);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(async () => (await authState(page)).token).toBeNull();

    const stored = await page.evaluate(async () => {
      const cached: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) cached.push(r.url);
      return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cached });
    });
    expect(stored).not.toContain(token!);
    expect(stored).not.toContain('Smith');
    await expect(page.getByText('Smith')).toHaveCount(0);
  } finally {
    await context.close();
    removeDataDir(kioskDir);
  }
});
