import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { KioskBridge, RoomRegistration } from '../../common/bridge/contract';
import { installKioskBridge, INVOKE_BINDING, type KioskBridgeOptions } from './bridge-harness';

declare global {
  interface Window {
    kiosk: KioskBridge;
  }
}

const registration: RoomRegistration = {
  hotel: 'demo',
  hotelId: 137,
  roomNumber: '101',
  sign: 'signed-by-backend',
  tvIndex: '1',
  groups: ['floor-1'],
  registeredAt: '2025-10-31T10:00:00.000Z',
};

// A stand-in hotel backend: identity is taken towards it, and pages come from a real http origin.
let backend: Server;
let backendUrl = '';
let dataDir = '';

test.beforeAll(async () => {
  backend = createServer((_req, res) => res.setHeader('content-type', 'text/html').end('<!doctype html><title>Stay</title>'));
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-bridge-'));
});
test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function openKioskPage(browser: Browser, extra: Partial<KioskBridgeOptions> = {}) {
  const context = await browser.newContext();
  const harness = await installKioskBridge(context, { dataDir, backendUrl, ...extra });
  const page = await context.newPage();
  await page.goto(backendUrl);
  return { context, harness, page };
}

const errorOf = (page: Page, fn: () => Promise<unknown>) =>
  page.evaluate(fn).then(
    () => 'resolved',
    (error: Error) => error.message,
  );

test('device:get-identity answers with this machine, seen from the backend', async ({ browser }) => {
  const { context, page } = await openKioskPage(browser);
  const identity = await page.evaluate(() => window.kiosk.invoke('device:get-identity'));
  expect(identity.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
  expect(identity.mac).not.toBe('00:00:00:00:00:00');
  expect(identity.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  expect(identity.iface).not.toBe('');
  expect(typeof identity.hostname).toBe('string');
  await context.close();
});

test('the identity option stands in for a second device', async ({ browser }) => {
  const { context, page } = await openKioskPage(browser, { identity: { mac: 'aa:bb:cc:00:00:02' }, deviceMode: 'tv' });
  expect(await page.evaluate(() => window.kiosk.invoke('device:get-identity'))).toMatchObject({
    mac: 'aa:bb:cc:00:00:02',
  });
  expect(await page.evaluate(() => window.kiosk.invoke('kiosk:get-info'))).toMatchObject({ deviceMode: 'tv' });
  await context.close();
});

test('registration save, get and clear round-trip and survive a new context', async ({ browser }) => {
  const first = await openKioskPage(browser);
  expect(await first.page.evaluate(() => window.kiosk.invoke('registration:get'))).toBeNull();
  const saved = await first.page.evaluate((r) => window.kiosk.invoke('registration:save', r), registration);
  expect(saved).toEqual(registration);
  expect(await first.harness.readRegistration()).toEqual(registration);
  await first.context.close();

  const second = await openKioskPage(browser);
  expect(await second.page.evaluate(() => window.kiosk.invoke('registration:get'))).toEqual(registration);
  expect(await second.page.evaluate(() => window.kiosk.invoke('registration:clear'))).toBeNull();
  expect(await second.page.evaluate(() => window.kiosk.invoke('registration:get'))).toBeNull();
  expect(await second.harness.readRegistration()).toBeNull();
  await second.context.close();
});

test('an invalid argument is rejected by validation and nothing is stored', async ({ browser }) => {
  const { context, harness, page } = await openKioskPage(browser);
  const { sign: _sign, ...unsigned } = registration;
  const message = await page.evaluate(
    (r) =>
      (window.kiosk.invoke as (c: string, ...a: unknown[]) => Promise<unknown>)('registration:save', r).then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
    unsigned,
  );
  expect(message).toMatch(/Invalid arguments for registration:save: 0\.sign/);
  expect(await harness.readRegistration()).toBeNull();
  await context.close();
});

test('an unknown channel is rejected by the bridge and by main', async ({ browser }) => {
  const { context, page } = await openKioskPage(browser);
  expect(
    await errorOf(page, () => (window.kiosk.invoke as (c: string) => Promise<unknown>)('shell:open-external')),
  ).toMatch(/Unknown kiosk channel: shell:open-external/);
  const direct = await page.evaluate(
    (binding) =>
      ((window as unknown as Record<string, (c: string, a: unknown[]) => Promise<unknown>>)[binding]!)(
        'app:quit',
        [],
      ).then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
    INVOKE_BINDING,
  );
  expect(direct).toMatch(/Unknown kiosk channel: app:quit/);
  await context.close();
});

test('on delivers events until its unsubscribe is called', async ({ browser }) => {
  const { context, harness, page } = await openKioskPage(browser);
  await page.evaluate(() => {
    const seen: unknown[][] = [];
    (window as unknown as { seen: unknown[][] }).seen = seen;
    (window as unknown as { off: () => void }).off = window.kiosk.on('idle:changed', (...args) => seen.push(args));
  });
  await harness.emit(page, 'idle:changed', 1500);
  await page.evaluate(() => (window as unknown as { off: () => void }).off());
  await harness.emit(page, 'idle:changed', 3000);
  expect(await page.evaluate(() => (window as unknown as { seen: unknown[][] }).seen)).toEqual([[1500]]);
  await context.close();
});

test('window.kiosk is read-only and carries only invoke and on', async ({ browser }) => {
  const { context, page } = await openKioskPage(browser);
  const shape = await page.evaluate(() => {
    const before = window.kiosk;
    try {
      (window as unknown as { kiosk: unknown }).kiosk = {};
    } catch {
      // strict-mode pages throw; either way the bridge must stay
    }
    return { keys: Object.keys(window.kiosk).sort(), same: before === window.kiosk, frozen: Object.isFrozen(window.kiosk) };
  });
  expect(shape).toEqual({ keys: ['invoke', 'on'], same: true, frozen: true });
  await context.close();
});
