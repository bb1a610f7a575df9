/**
 * Call setup time on loopback: `npx tsx scripts/bench-calls.ts` (needs `npm run build:web`). Starts the demo server,
 * Debian's Chromium with fake media devices, and measures in the page, from the press of Call:
 * - to "connected" for calls to reception (800), answered by the attendant: the first call (the line's credentials,
 *   WebSocket and JsSIP chunk included) and the median of the next ones;
 * - for room 101 calling room 102's tablet: Call to the tablet ringing, and Answer to both sides connected.
 */
import { chromium, type Page } from '@playwright/test';
import { callLaunchOptions, callStatus } from '../tests/e2e/support/calls';
import { removeDataDir, startDemoServer } from '../tests/e2e/support/demo-server';
import { logInAsGuest } from '../tests/e2e/support/guest-login';
import { installKioskBridge } from '../tests/kiosk/bridge-harness';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ATTENDANT_CALLS = 8;
const ROOM_CALLS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;

/** Presses a button and answers the milliseconds until the page's call panel shows `status`. */
const pressUntil = (page: Page, selector: string, status: string) =>
  page.evaluate(
    ([sel, wanted]) =>
      new Promise<number>((done) => {
        const start = performance.now();
        // No named helpers in here: tsx would wrap them in a `__name` call the page does not have.
        const observer = new MutationObserver(() => {
          if (document.querySelector<HTMLElement>('[data-testid=call-panel]')?.dataset.status !== wanted) return;
          observer.disconnect();
          done(performance.now() - start);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        document.querySelector<HTMLButtonElement>(sel!)!.click();
      }),
    [selector, status],
  );

const hangUp = async (page: Page) => {
  await page.locator('.call-hang-up').click();
  await callStatus(page).and(page.locator('[data-status=ended]')).waitFor();
};

const demo = await startDemoServer();
const browser = await chromium.launch(callLaunchOptions());
const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
try {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await logInAsGuest(phone, demo.origin(), '101', 'Smith');
  await phone.goto(`${demo.origin()}/phone?lang=en`);
  await phone.locator('.phone-call-list button').first().waitFor();
  const attendant: number[] = [];
  for (let i = 0; i < ATTENDANT_CALLS; i++) {
    attendant.push(await pressUntil(phone, '.phone-call-list button', 'connected'));
    await hangUp(phone);
  }
  console.log(`reception (attendant): first call ${ms(attendant[0]!)}, median of the next ${ATTENDANT_CALLS - 1}: ${ms(median(attendant.slice(1)))} (${attendant.slice(1).map(ms).join(', ')})`);

  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await installKioskBridge(tabletContext, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet', identity: { mac: '02:00:00:00:33:02' } });
  const tablet = await tabletContext.newPage();
  await tablet.goto(`${demo.origin()}/?lang=en`);
  const dialog = tablet.getByRole('dialog', { name: 'Register this room' });
  await dialog.getByLabel('Room number').fill('102');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await tablet.getByTestId('room-number').waitFor();
  await tablet.goto(`${demo.origin()}/phone?lang=en`);
  await phone.getByRole('tab', { name: 'Key pad' }).click();
  await phone.getByLabel('Number').fill('102');
  const ring: number[] = [];
  const answer: number[] = [];
  for (let i = 0; i < ROOM_CALLS; i++) {
    const ringing = tablet.evaluate(() => new Promise<number>((done) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector<HTMLElement>('[data-testid=call-panel]')?.dataset.status !== 'incoming') return;
        observer.disconnect();
        done(Date.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    }));
    const pressed = await phone.evaluate(() => {
      document.querySelector<HTMLButtonElement>('.phone-dial')!.click();
      return Date.now();
    });
    ring.push((await ringing) - pressed);
    const callerConnected = phone.evaluate(() => new Promise<number>((done) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector<HTMLElement>('[data-testid=call-panel]')?.dataset.status !== 'connected') return;
        observer.disconnect();
        done(Date.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    }));
    const answered = await tablet.evaluate(() => {
      document.querySelector<HTMLButtonElement>('.call-answer')!.click();
      return Date.now();
    });
    answer.push((await callerConnected) - answered);
    await hangUp(phone);
    await callStatus(tablet).and(tablet.locator('[data-status=ended]')).waitFor();
  }
  console.log(`room 101 → room 102: Call to ringing median ${ms(median(ring))} (${ring.map(ms).join(', ')}); Answer to connected median ${ms(median(answer))} (${answer.map(ms).join(', ')})`);
} finally {
  await browser.close();
  await demo.stop();
  removeDataDir(demo.dataDir);
  rmSync(kioskDir, { recursive: true, force: true });
}
