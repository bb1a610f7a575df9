import { createSocket, type Socket } from 'node:dgram';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { KioskBridge } from '../../../common/bridge/contract';
import type { RoomStatusEntry } from '../../../common/api/device-status';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { removeDataDir, startDemoServer, type DemoServer } from '../support/demo-server';
import { expect, test } from '../support/fixtures';

declare global {
  interface Window {
    kiosk: KioskBridge;
  }
}

type Entry = RoomStatusEntry & { wakeOnLan: { count: number; lastAt: string | null } };

const operatorStatus = async (server: DemoServer): Promise<Entry[]> =>
  (await server.operator<{ rooms: Entry[] }>('GET', '/demo/status')).body.rooms;

const registerRoom = async (page: Page, room: string) => {
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Room number').fill(room);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('room-number')).toContainText(room);
};

const goTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('a registered kiosk reports its status when it starts and when its page changes', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-status-'));
  try {
    const context = await browser.newContext();
    await installKioskBridge(context, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet' });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/?lang=en`);
    await registerRoom(page, '101');

    await expect.poll(async () => (await operatorStatus(demo))[0]?.report.page).toBe('/');
    const [first] = await operatorStatus(demo);
    expect(first).toMatchObject({
      room: '101',
      tvIndex: '0',
      report: { name: 'hotpad', appVersion: '2.1.903', language: 'en', batteryLevel: expect.any(Number), status: 'active' },
    });
    expect(first!.agoSeconds).toBeLessThan(30);
    expect(first!.report.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
    expect(first!.report.localTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(first!.report.networkData.online).toBe(true);

    await goTo(page, '/information/offline');
    await expect.poll(async () => (await operatorStatus(demo))[0]?.report.page).toBe('/information/offline');
    await context.close();
  } finally {
    removeDataDir(kioskDir);
  }
});

test('reports made while the backend is down are kept, and arrive in order once it is back', async ({ browser }) => {
  const server = await startDemoServer();
  await server.openInstallation();
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-status-'));
  try {
    const context = await browser.newContext();
    const bridge = await installKioskBridge(context, { dataDir: kioskDir, backendUrl: server.origin(), deviceMode: 'tablet' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
    await page.goto(`${server.origin()}/?lang=en`);
    await registerRoom(page, '101');
    // Visit a route while online so its chunk is loaded: offline, only reports may fail.
    await goTo(page, '/information/offline');
    // A report goes out on each page change; on a loaded machine it can take longer than expect's 10 s to land.
    await expect.poll(async () => (await operatorStatus(server))[0]?.report.page, { timeout: 25_000 }).toBe('/information/offline');
    await goTo(page, '/');
    await expect.poll(async () => (await operatorStatus(server))[0]?.report.page, { timeout: 25_000 }).toBe('/');
    const receivedBefore = (await operatorStatus(server))[0]!.reportsReceived;

    await server.stop();
    await goTo(page, '/information/offline');
    await goTo(page, '/');
    await expect.poll(() => bridge.logs.some((line) => line.startsWith('status reports: backend unreachable'))).toBe(true);
    await expect(page.getByTestId('room-number')).toContainText('101');

    await server.restart();
    // The two reports made offline arrive by themselves, in order (the newest wins), without a page change.
    await expect
      .poll(async () => (await operatorStatus(server))[0], { timeout: 40_000 })
      .toMatchObject({ report: { page: '/' }, reportsReceived: receivedBefore + 2 });
    expect(bridge.logs).toContain('status reports: backend reachable again, sending what was kept');
    await goTo(page, '/information/offline');
    await expect
      .poll(async () => (await operatorStatus(server))[0])
      .toMatchObject({ report: { page: '/information/offline' }, reportsReceived: receivedBefore + 3 });
    await context.close();
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(kioskDir);
  }
});

test('a TV power command wakes the remembered TV on 127.0.0.1 after a second and tells the backend', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-wol-'));
  const listener: Socket = createSocket('udp4');
  const packets: Array<{ at: number; bytes: Buffer }> = [];
  listener.on('message', (bytes) => packets.push({ at: Date.now(), bytes }));
  await new Promise<void>((resolve) => listener.bind(0, '127.0.0.1', resolve));
  try {
    const context = await browser.newContext();
    const wolPort = (listener.address() as AddressInfo).port;
    await installKioskBridge(context, {
      dataDir: kioskDir,
      backendUrl: demo.origin(),
      deviceMode: 'tablet',
      wolPort,
      identity: { mac: 'aa:bb:cc:00:06:01' },
    });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/?lang=en`);
    await registerRoom(page, '109');

    await page.evaluate(() => window.kiosk.invoke('wol:remember', '0', 'AA-BB-CC-DD-EE-42'));
    const sentAt = Date.now();
    expect(await page.evaluate(() => window.kiosk.invoke('power:command', ['0', '5']))).toEqual(['0']);
    await expect.poll(() => packets.length).toBe(1);
    expect(packets[0]!.at - sentAt).toBeGreaterThanOrEqual(900);
    const bytes = packets[0]!.bytes;
    expect(bytes.length).toBe(102);
    expect(bytes.subarray(0, 6).toString('hex')).toBe('ffffffffffff');
    expect(bytes.subarray(96, 102).toString('hex')).toBe('aabbccddee42');

    const token = demo.operatorToken;
    await expect
      .poll(async () => {
        const response = await fetch(`http://127.0.0.1:${demo.port}/operator/demo/status`, { headers: { authorization: `Bearer ${token}` } });
        const rooms = ((await response.json()) as { rooms: Entry[] }).rooms;
        return rooms.find((r) => r.room === '109')?.wakeOnLan.count;
      })
      .toBe(1);
    await context.close();
  } finally {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    removeDataDir(kioskDir);
  }
});
