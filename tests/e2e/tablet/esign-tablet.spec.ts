import type { BrowserContext, Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { findPage, readStructure } from '../support/content';
import { removeDataDir, type DemoServer } from '../support/demo-server';
import { test, expect } from '../support/fixtures';
import { en } from '../../../renderer/src/locales/en';

const cityList = findPage(readStructure('demo', 'en'), (p) => p.listItems?.some((i) => i.type === 'esign') === true);
const card = cityList.listItems!.find((i) => i.type === 'esign')!;

interface Signed {
  documentId: number;
  room: string;
  hash: string;
  signedAt: number;
  source: string;
  signature: { width: number; height: number; strokes: { points: number[][] }[] };
}

const operator = (demo: DemoServer, path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${demo.port}/operator/demo${path}`, {
    ...init,
    headers: { authorization: `Bearer ${demo.operatorToken}`, 'content-type': 'application/json', ...init.headers },
  });

/** A room tablet through the kiosk bridge (main's real handlers in Node), registered to `room` and logged in. */
async function roomTablet(context: BrowserContext, demo: DemoServer, room: string, mac: string, dataDir: string): Promise<Page> {
  await installKioskBridge(context, { dataDir, backendUrl: demo.origin(), deviceMode: 'tablet', identity: { mac } });
  const page = await context.newPage();
  await page.goto(`${demo.origin()}/?lang=en`);
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await dialog.getByLabel('Room number').fill(room);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('room-number')).toContainText(room);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('stay.auth') ?? '{}').state?.authType)).toBe('inRoom');
  return page;
}

/** Two strokes across the pad, as a finger would draw them. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const stroke = async (points: [number, number][]) => {
    await page.mouse.move(box.x + points[0]![0] * box.width, box.y + points[0]![1] * box.height);
    await page.mouse.down();
    for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + x * box.width, box.y + y * box.height, { steps: 6 });
    await page.mouse.up();
  };
  await stroke([[0.1, 0.7], [0.2, 0.3], [0.3, 0.75], [0.45, 0.35], [0.55, 0.7]]);
  await stroke([[0.6, 0.5], [0.75, 0.45], [0.9, 0.55]]);
}

async function signAndCheck(page: Page, demo: DemoServer, room: string): Promise<Signed> {
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
  const sign = page.getByRole('button', { name: en.esign.sign, exact: true });
  await expect(sign).toBeDisabled();
  await drawSignature(page);
  await sign.click();
  await expect(page.getByRole('status').filter({ hasText: en.esign.thanks })).toBeVisible();
  const { documents } = (await (await operator(demo, `/esign?room=${room}`)).json()) as { documents: Signed[] };
  expect(documents[0]).toMatchObject({ documentId: card.id, room, source: 'app', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  const strokes = documents[0]!.signature.strokes;
  expect(strokes).toHaveLength(2);
  expect(strokes.flatMap((s) => s.points).length).toBeGreaterThan(10);
  await expect(page.getByText(en.esign.reference.replace('{{code}}', documents[0]!.hash.slice(0, 12)))).toBeVisible();
  return documents[0]!;
}

test('a room tablet signs the registration card from the content, and the front desk sees the signature', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
  const context = await browser.newContext();
  try {
    const page = await roomTablet(context, demo, '105', '02:00:00:00:12:05', kioskDir);
    await page.goto(`${demo.origin()}/page/${card.id}`);
    await signAndCheck(page, demo, '105');
  } finally {
    await context.close();
    removeDataDir(kioskDir);
  }
});

test('the front desk asks for a signature: the room tablet opens the card, and the drawn signature is stored', async ({ browser, demo }) => {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
  const context = await browser.newContext();
  try {
    // Registration, room login and the channel's session take a while on a busy machine: the test's limit bounds it.
    const session = context.waitForEvent('response', { predicate: (r) => r.url().endsWith('/api/realtime/session'), timeout: 0 });
    const page = await roomTablet(context, demo, '101', '02:00:00:00:12:01', kioskDir);
    await session;
    // The session's answer comes before the tablet's first poll reaches the queue, and what is published before that
    // is not for it: the front desk asks again until the tablet listens.
    await expect(async () => {
      const asked = await operator(demo, '/rooms/101/esign', { method: 'POST', body: JSON.stringify({ documentId: card.id }) });
      expect(asked.status).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/page/${card.id}$`), { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await signAndCheck(page, demo, '101');
  } finally {
    await context.close();
    removeDataDir(kioskDir);
  }
});
