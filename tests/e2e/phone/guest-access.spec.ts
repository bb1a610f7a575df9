import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { readStructure } from '../support/content';
import { logInAsGuest } from '../support/guest-login';
import { en } from '../../../renderer/src/locales/en';

const demoEn = readStructure('demo', 'en');
const checkinEntry = demoEn.menu.find((e) => e.key === 'checkin')!;
const qrPage = Object.values(demoEn.pages).find((p) => p.type === 'authQR')!;
const texts = en.checkin;

const token = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('stay.auth') ?? '{}') as { state?: { token?: string | null } }).state?.token ?? null);

test('the check-in link leads to online check-in: details, arrival time and the signed registration card', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin(), '101', 'Smith');
  await page.goto(`${demo.origin()}/?lang=en`);
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: checkinEntry.title }).click();
  await expect(page).toHaveURL(/\/checkin\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByText('2026-11-27')).toBeVisible();
  await expect(page.getByLabel(texts.fields.lastName)).toHaveValue('Smith');

  await page.getByRole('button', { name: texts.complete }).click();
  await expect(page.getByText(texts.problems.signature)).toBeVisible();
  await page.getByLabel(texts.fields.arrivalTime).fill('15:30');
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 130, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: texts.complete }).click();
  await expect(page.getByTestId('checkin-done')).toContainText(texts.doneTitle);
  await expect(page.getByTestId('checkin-done')).toContainText('15:30');

  const signed = await fetch(`http://127.0.0.1:${demo.port}/operator/demo/esign?room=101`, { headers: { authorization: `Bearer ${demo.operatorToken}` } });
  expect(((await signed.json()) as { documents: { source: string }[] }).documents[0]).toMatchObject({ source: 'checkin' });
});

test('the guest app QR code logs another phone in once, with a tag that is not the token', async ({ page, browser, demo }) => {
  const guestToken = await logInAsGuest(page, demo.origin(), '101', 'Smith');
  await page.goto(`${demo.origin()}/qr/${qrPage.id}`);
  await expect(page.getByRole('heading', { level: 1, name: qrPage.title })).toBeVisible();
  const address = await page.getByTestId('auth-qr').getAttribute('data-text');
  expect(address).toMatch(new RegExp(`^${demo.origin()}/\\?authTag=[A-Za-z0-9_-]{32}$`));
  expect(address).not.toContain(guestToken);

  const phone = await browser.newPage();
  await phone.goto(address!);
  await expect.poll(() => token(phone)).toMatch(/^[\w-]{40,}$/);
  await expect(phone).toHaveURL(`${demo.origin()}/`);
  expect(await token(phone)).not.toBe(guestToken);

  const again = await browser.newPage();
  const refused = again.waitForResponse((r) => r.url().includes('/api/authTagLogin'));
  await again.goto(address!);
  expect(await (await refused).json()).toEqual({ result: 2 });
  expect(await token(again)).toBeNull();
});
