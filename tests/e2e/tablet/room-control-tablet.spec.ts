import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { removeDataDir } from '../support/demo-server';
import { test, expect } from '../support/fixtures';

// The demo's rcu page reads seven devices (resources/hotels/demo/hotel.json roomControl).
const DEVICES = 7;

test('a room tablet reads its room when the room appears, and polls only while room control shows', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
  const context = await browser.newContext();
  try {
    await installKioskBridge(context, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet', identity: { mac: '02:00:00:00:07:01' } });
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rcu/state.php') reads.push(new URL(request.url()).searchParams.get('room') ?? '');
    });
    // Midday: the demo's quiet hours (23:00-06:30) would dim the screen and swallow the first tap.
    await page.clock.install({ time: new Date('2026-11-24T12:00:00') });
    await page.goto(`${demo.origin()}/?lang=en`);
    const dialog = page.getByRole('dialog', { name: 'Register this room' });
    await dialog.getByLabel('Room number').fill('101');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('room-number')).toContainText('101');

    // The init read: every device once, for room 101, as soon as the room and its login are there.
    await expect.poll(() => reads.length).toBe(DEVICES);
    expect(new Set(reads)).toEqual(new Set(['101']));
    await page.clock.fastForward(60_000);
    expect(reads).toHaveLength(DEVICES);

    // The rcu page reads at once and every 10 s; leaving it stops the polling.
    await page.getByRole('link', { name: 'Room control' }).click();
    await expect(page.getByTestId('rcu')).toBeVisible();
    await expect.poll(() => reads.length).toBe(2 * DEVICES);
    await page.clock.fastForward(10_000);
    await expect.poll(() => reads.length).toBe(3 * DEVICES);
    await page.getByRole('link', { name: 'About the hotel' }).click();
    await expect(page.getByTestId('rcu')).toHaveCount(0);
    await page.clock.fastForward(60_000);
    expect(reads).toHaveLength(3 * DEVICES);
  } finally {
    await context.close();
    removeDataDir(kioskDir);
  }
});
