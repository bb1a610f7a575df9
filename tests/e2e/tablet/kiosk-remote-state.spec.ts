import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { KioskBridge } from '../../../common/bridge/contract';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { removeDataDir } from '../support/demo-server';
import { expect, test } from '../support/fixtures';

declare global {
  interface Window {
    kiosk: KioskBridge;
  }
}

const registerRoom = async (page: Page, room: string) => {
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Room number').fill(room);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('room-number')).toContainText(room);
};

/** Opens the room's socket from inside `page`, as another app of the room would, and sends one message. */
const sendFromPage = (page: Page, room: string, message: object) =>
  page.evaluate(
    async ({ room, message }) => {
      const endpoint = await window.kiosk.invoke('remote-state:get-endpoint');
      if (!endpoint) throw new Error('no remote-state endpoint');
      const url = new URL(endpoint.url);
      url.search = new URLSearchParams({ hotelUid: 'demo-137', roomNumber: room, tvid: '0' }).toString();
      const socket = new WebSocket(url);
      const state = await new Promise<unknown>((resolve, reject) => {
        socket.onopen = () => socket.send(JSON.stringify(message));
        socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
        socket.onerror = () => reject(new Error('socket error'));
      });
      socket.close();
      return state;
    },
    { room, message },
  );

/** A registered room 105 in the kiosk, and a second client of its socket (a TV app, say). */
async function roomWithSecondClient(browser: Browser, origin: string, kioskDir: string) {
  const context = await browser.newContext();
  await installKioskBridge(context, { dataDir: kioskDir, backendUrl: origin, deviceMode: 'tablet' });
  const first = await context.newPage();
  await first.goto(`${origin}/?lang=en`);
  // Room 105's guest speaks English natively: the room's choice of Russian must outrank that.
  await registerRoom(first, '105');
  await expect(first.locator('html')).toHaveAttribute('lang', 'en');
  // A page of the kiosk's origin that does not run the app: two copies of the app in one browser would share one
  // local storage, which no room device does.
  const second = await context.newPage();
  await second.goto(`${origin}/static/demo/config.json`);
  // The app announced its language to the room when it connected.
  await expect.poll(() => sendFromPage(second, '105', { type: 'get', payload: {} })).toEqual({ type: 'state', payload: { language: 'en' } });
  return { context, first, second };
}

test('a second client of the room switches the language and scale of the app through the remote-state socket', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-remote-'));
  try {
    const { context, first, second } = await roomWithSecondClient(browser, demo.origin(), kioskDir);
    expect(await sendFromPage(second, '105', { type: 'update', payload: { language: 'ru', temperatureScale: 'fahrenheit' } })).toEqual({
      type: 'state',
      payload: { language: 'ru', temperatureScale: 'fahrenheit' },
    });
    await expect(first.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(first.getByTestId('room-number')).toBeVisible();
    await expect
      .poll(() => first.evaluate(() => (JSON.parse(localStorage.getItem('stay.guest') ?? '{}') as { state?: { guest?: { temperatureScale?: string; manualSelectedLanguage?: string } } }).state?.guest))
      .toMatchObject({ temperatureScale: 'fahrenheit', manualSelectedLanguage: 'ru' });
    // Another room's state is its own.
    expect(await sendFromPage(second, '104', { type: 'get', payload: {} })).toEqual({ type: 'state', payload: {} });
    await context.close();
  } finally {
    removeDataDir(kioskDir);
  }
});

test('the room\'s language choice outlasts a reload, although the guest\'s native language is another', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-remote-'));
  try {
    const { context, first, second } = await roomWithSecondClient(browser, demo.origin(), kioskDir);
    await sendFromPage(second, '105', { type: 'update', payload: { language: 'ru' } });
    await expect(first.locator('html')).toHaveAttribute('lang', 'ru');
    await first.reload();
    await expect(first.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(first.getByTestId('room-number')).toBeVisible();
    await context.close();
  } finally {
    removeDataDir(kioskDir);
  }
});

test('the room socket refuses a connection without a room number with the spec text', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-remote-'));
  try {
    const context = await browser.newContext();
    await installKioskBridge(context, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet' });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/?lang=en`);
    const refusal = await page.evaluate(async () => {
      const endpoint = await window.kiosk.invoke('remote-state:get-endpoint');
      const socket = new WebSocket(`${endpoint!.url}?hotelUid=demo-137&tvid=0`);
      return new Promise<{ message: unknown; code: number; reason: string }>((resolve) => {
        let message: unknown;
        socket.onmessage = (event) => (message = JSON.parse(String(event.data)));
        socket.onclose = (event) => resolve({ message, code: event.code, reason: event.reason });
      });
    });
    expect(refusal).toEqual({
      message: { type: 'error', message: "RemoteState: room number didn't define" },
      code: 1008,
      reason: "RemoteState: room number didn't define",
    });
    await context.close();
  } finally {
    removeDataDir(kioskDir);
  }
});
