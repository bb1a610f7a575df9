import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { readStructure } from '../support/content';
import { logInAsGuest } from '../support/guest-login';
import { en } from '../../../renderer/src/locales/en';
import { de } from '../../../renderer/src/locales/de';

interface SeedGuest {
  room: string;
  guestName: string;
  mobileKey?: { pin: string };
}
const hotel = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../resources/hotels/demo/hotel.json'), 'utf8')) as { guests: SeedGuest[] };
const guest = (room: string) => hotel.guests.find((g) => g.room === room)!;
const doorPin = (room: string) => guest(room).mobileKey!.pin;
const menuTitle = readStructure('demo', 'en').menu.find((e) => e.key === 'mobile-key')!.title;
const texts = en.mobileKey;

const homeMenu = (page: Page) => page.getByRole('navigation', { name: 'Home menu' });

async function openKeyFromMenu(page: Page, origin: string) {
  await page.goto(`${origin}/?lang=en`);
  await homeMenu(page).getByRole('link', { name: menuTitle }).click();
  await expect(page).toHaveURL(/\/mobile-key$/);
}

/** The operator API names its hotel in the path, so it is reached on the loopback address Node resolves. */
const operatorUrl = (port: number, path: string) => `http://127.0.0.1:${port}/operator/demo${path}`;

async function doorLog(port: number, operatorToken: string) {
  const response = await fetch(operatorUrl(port, '/door-log'), { headers: { authorization: `Bearer ${operatorToken}` } });
  return ((await response.json()) as { entries: { lockId: string; room: string; outcome: string; result: number }[] }).entries;
}

test('an Omnitec online guest opens a door with the right PIN, and a wrong PIN clears the remembered one', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin(), '101', guest('101').guestName);
  await openKeyFromMenu(page, demo.origin());
  const active = page.getByTestId('mobile-key-active');
  await expect(active.getByText('Room 101')).toBeVisible();
  await expect(active.getByText('Main entrance')).toBeVisible();

  await active.getByLabel(texts.active.pinLabel).fill(doorPin('101'));
  await active.getByRole('button', { name: 'Open Room 101' }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.lockOpened })).toBeVisible();
  expect((await doorLog(demo.port, demo.operatorToken))[0]).toMatchObject({ lockId: 'room-101', room: '101', outcome: 'opened', result: 0 });
  await expect(active.getByText(texts.active.pinRemembered)).toBeVisible();
  const stored = () => page.evaluate(() => (JSON.parse(localStorage.getItem('stay.mobileKey') ?? '{}') as { state?: { omnitecPin?: string | null } }).state?.omnitecPin);
  expect(await stored()).toBe(doorPin('101'));

  await active.getByRole('button', { name: texts.active.otherPin }).click();
  await active.getByLabel(texts.active.pinLabel).fill('0000');
  await active.getByRole('button', { name: 'Open Main entrance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect PIN' })).toBeVisible();
  expect(await stored()).toBeNull();
  await expect(active.getByLabel(texts.active.pinLabel)).toHaveValue('');
  expect((await doorLog(demo.port, demo.operatorToken))[0]).toMatchObject({ lockId: 'main-entrance', outcome: 'incorrect-pin', result: 1 });
});

test('a Salto guest sees the browser variant with the invite code and the app to get', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin(), '108', guest('108').guestName);
  await openKeyFromMenu(page, demo.origin());
  const browser = page.getByTestId('mobile-key-browser');
  await expect(browser).toContainText('Bluetooth');
  const code = browser.getByTestId('invite-code');
  await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  await expect(browser.getByTestId('app-qr')).toHaveAttribute('data-text', `${demo.origin()}/page/190`);
  const first = await code.textContent();
  await page.reload();
  await expect(page.getByTestId('invite-code')).toHaveText(first ?? '');
});

test('a guest whose stay the door system has ended gets "Guest checked out"', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin(), '105', guest('105').guestName);
  await openKeyFromMenu(page, demo.origin());
  const active = page.getByTestId('mobile-key-active');
  await expect(active.getByText('Room 105')).toBeVisible();
  const ended = await fetch(operatorUrl(demo.port, '/rooms/105/mobile-key'), {
    method: 'POST',
    headers: { authorization: `Bearer ${demo.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ state: 'checked-out' }),
  });
  expect(ended.status).toBe(200);
  await active.getByLabel(texts.active.pinLabel).fill(doorPin('105'));
  await active.getByRole('button', { name: 'Open Room 105' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Guest checked out' })).toBeVisible();
});

test('the menu hides Mobile key for a guest without a key, whose key screen says so', async ({ page, demo }) => {
  // Jonas Müller's stay is in German: the guest's language wins over the address.
  expect(guest('102')).not.toHaveProperty('mobileKey');
  const deMenu = readStructure('demo', 'de').menu;
  const title = (key: string) => deMenu.find((e) => e.key === key)!.title;
  await logInAsGuest(page, demo.origin(), '102', guest('102').guestName);
  await page.goto(`${demo.origin()}/`);
  await expect(page.getByRole('navigation', { name: de.shell.homeMenu }).getByRole('link', { name: title('rcu') })).toBeVisible();
  await expect(page.getByRole('link', { name: title('mobile-key') })).toHaveCount(0);
  await page.goto(`${demo.origin()}/mobile-key`);
  const inactive = page.getByTestId('mobile-key-inactive');
  await expect(inactive).toContainText(de.mobileKey.inactive.title);
  await expect(inactive).toContainText(de.mobileKey.locksNotFound);
});
