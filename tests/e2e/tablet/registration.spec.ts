import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { startDemoServer, removeDataDir } from '../support/demo-server';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import type { Page } from '@playwright/test';

const registerRoom = async (page: Page, room: string) => {
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Room number').fill(room);
  await dialog.getByRole('button', { name: 'Register' }).click();
};

/** The room login stored a token: the backend knew the device's sign. */
const readToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('stay.auth') ?? '{}') as { state?: { token?: string } }).state?.token ?? null);

const expectTabletHome = async (page: Page, room: string) => {
  await expect(page.locator('html')).toHaveAttribute('data-device', 'tablet');
  await expect(page.getByRole('navigation', { name: 'Footer menu' })).toBeVisible();
  await expect(page.getByTestId('room-number')).toContainText(room);
};

test('a browser in tablet mode registers its room, logs in and shows the tablet layout', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?device=tablet&lang=en`);
  await registerRoom(page, '101');
  await expectTabletHome(page, '101');

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Register this room' })).toHaveCount(0);
  await expectTabletHome(page, '101');
});

test('while the installation window is closed, a registration waits for the operator, and registers once confirmed', async ({ page, demo }) => {
  expect((await demo.operator('POST', '/demo/installation-mode', { on: false })).body).toEqual({ installationMode: false, until: null });
  await page.goto(`${demo.origin()}/?device=tablet&lang=en`);
  await registerRoom(page, '104');
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('Installation mode OFF, so registration needs confirmation');
  await refusal.getByRole('button', { name: 'OK' }).click();

  type Request = { id: number; room: string; status: string };
  const waiting = (await demo.operator<{ requests: Request[] }>('GET', '/demo/registrations')).body.requests;
  expect(waiting).toEqual([expect.objectContaining({ room: '104', status: 'pending' })]);
  expect((await demo.operator('POST', `/demo/registrations/${waiting[0]!.id}/confirm`, {})).status).toBe(200);

  await registerRoom(page, '104');
  await expectTabletHome(page, '104');
});

test('a room that already has another device refuses the registration with the spec text, and a retry works', async ({ browser, demo }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto(`${demo.origin()}/?device=tablet&lang=en`);
  await registerRoom(firstPage, '105');
  await expectTabletHome(firstPage, '105');
  await first.close();

  const second = await browser.newContext();
  const page = await second.newPage();
  await page.goto(`${demo.origin()}/?device=tablet&lang=en`);
  await registerRoom(page, '105');
  await expect(page.getByText('Cannot overwrite MAC in this room')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await registerRoom(page, '108');
  await expectTabletHome(page, '108');
  await second.close();
});

test('the kiosk registers through the bridge, and the registration survives a server restart', async ({ browser }) => {
  const server = await startDemoServer();
  await server.openInstallation();
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
  try {
    const context = await browser.newContext();
    const bridge = await installKioskBridge(context, { dataDir: kioskDir, backendUrl: server.origin(), deviceMode: 'tablet' });
    const page = await context.newPage();
    await page.goto(`${server.origin()}/?lang=en`);
    await registerRoom(page, '101');
    await expectTabletHome(page, '101');
    const saved = await bridge.readRegistration();
    expect(saved).toMatchObject({ hotel: 'demo', hotelId: 137, roomNumber: '101' });
    expect(saved?.sign).toBeTruthy();
    await expect.poll(() => readToken(page)).toMatch(/^[\w-]{16,}$/);
    await context.close();

    await server.restart();

    const again = await browser.newContext();
    await installKioskBridge(again, { dataDir: kioskDir, backendUrl: server.origin(), deviceMode: 'tablet' });
    const pageAgain = await again.newPage();
    await pageAgain.goto(`${server.origin()}/?lang=en`);
    await expectTabletHome(pageAgain, '101');
    await expect(pageAgain.getByRole('dialog', { name: 'Register this room' })).toHaveCount(0);
    await expect.poll(() => readToken(pageAgain)).toMatch(/^[\w-]{16,}$/);
    await again.close();
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(kioskDir);
  }
});
