import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { callLaunchOptions, callStatus, expectAudioFlowing, recordPeerConnections } from '../support/calls';
import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';

test.use({ launchOptions: callLaunchOptions() });

const operatorPhone = async (request: import('@playwright/test').APIRequestContext, origin: string, token: string) =>
  (await request.get(`${origin.replace('demo.localhost', '127.0.0.1')}/operator/demo/phone`, { headers: { authorization: `Bearer ${token}` } })).json();

test("room 101 calls room 102: the tablet rings, both sides connect with audio both ways, hang-up ends both", async ({ browser, demo }) => {
  // Two browsers with fake media devices, a tablet registration and a login: on a shared 2-core machine this needs more than 30 s.
  test.slow();
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await recordPeerConnections(tabletContext);
    await recordPeerConnections(phoneContext);
    await installKioskBridge(tabletContext, { dataDir: kioskDir, backendUrl: demo.origin(), deviceMode: 'tablet', identity: { mac: '02:00:00:00:11:02' } });
    const tablet = await tabletContext.newPage();
    await tablet.goto(`${demo.origin()}/?lang=en`);
    const dialog = tablet.getByRole('dialog', { name: 'Register this room' });
    await dialog.getByLabel('Room number').fill('102');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(tablet.getByTestId('room-number')).toContainText('102');
    await expect.poll(async () => (await operatorPhone(tablet.request, demo.origin(), demo.operatorToken)).registered).toContain('102');

    const phone = await phoneContext.newPage();
    await logInAsGuest(phone, demo.origin(), '101', 'Smith');
    await phone.goto(`${demo.origin()}/phone?lang=en`);
    await phone.getByRole('tab', { name: 'Key pad' }).click();
    for (const digit of ['1', '0', '2']) await phone.getByRole('button', { name: digit, exact: true }).click();
    await expect(phone.getByLabel('Number')).toHaveValue('102');
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(callStatus(phone)).toContainText(/Calling…|Ringing…/);

    const ringing = tablet.getByRole('alertdialog', { name: 'Incoming call' });
    await expect(ringing).toContainText('Room 101');
    await expect(callStatus(phone)).toContainText('Ringing…');
    await ringing.getByRole('button', { name: 'Answer' }).click();
    await expect(tablet).toHaveURL(/\/phone/);

    await expect(callStatus(tablet)).toHaveAttribute('data-status', 'connected');
    await expect(callStatus(phone)).toHaveAttribute('data-status', 'connected');
    await expect(phone.getByTestId('call-timer')).toHaveText(/^00:0\d$/);
    await expectAudioFlowing(phone);
    await expectAudioFlowing(tablet);
    const calls = (await operatorPhone(phone.request, demo.origin(), demo.operatorToken)).calls;
    expect(calls[0]).toMatchObject({ from: '101', to: '102', state: 'connected', answeredBy: 'room' });

    await phone.getByRole('button', { name: 'Mute' }).click();
    await expect(phone.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await phone.getByRole('button', { name: 'Hang up' }).click();
    await expect(callStatus(phone)).toHaveAttribute('data-status', 'ended');
    await expect(callStatus(tablet)).toHaveAttribute('data-status', 'ended');
    await expect(callStatus(tablet)).toContainText('Call ended');
    expect((await operatorPhone(phone.request, demo.origin(), demo.operatorToken)).calls[0]).toMatchObject({ state: 'ended' });
    expect(await phone.evaluate(() => JSON.parse(localStorage.getItem('stay.phone') ?? '{}'))).toMatchObject({
      version: 4,
      state: { enteredNumber: '102', muted: true, tab: 'keyPad' },
    });
  } finally {
    await phoneContext.close();
    await tabletContext.close();
    rmSync(kioskDir, { recursive: true, force: true });
  }
});

test('911 from a logged-out phone reaches the attendant and its greeting plays', async ({ page, demo }) => {
  await recordPeerConnections(page.context());
  await page.goto(`${demo.origin()}/phone?lang=en`);
  await page.getByRole('tab', { name: 'Emergency' }).click();
  await page.getByRole('button', { name: 'Call 911' }).click();
  await expect(callStatus(page)).toHaveAttribute('data-status', 'connected');
  await expect(callStatus(page)).toContainText('Emergency');
  await expectAudioFlowing(page);
  const { calls } = await operatorPhone(page.request, demo.origin(), demo.operatorToken);
  expect(calls[0]).toMatchObject({ to: '911', state: 'connected', answeredBy: 'attendant' });
  expect(calls[0].from).toMatch(/^sos-/);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(callStatus(page)).toContainText('Call ended');
});

test("a logged-out phone may call only 911; a guest's do-not-disturb reaches the hotel", async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/phone?lang=en`);
  await page.getByRole('button', { name: /Reception/ }).click();
  await expect(callStatus(page)).toHaveAttribute('data-status', 'failed');
  await expect(callStatus(page)).toContainText('Please log in to call this number. The emergency number works without login.');
  await page.getByRole('tab', { name: 'Do not disturb' }).click();
  await expect(page.getByTestId('login-required')).toBeVisible();

  await logInAsGuest(page, demo.origin(), '101', 'Smith');
  await page.goto(`${demo.origin()}/phone?lang=en`);
  const toggle = page.getByRole('switch', { name: 'Do not disturb' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect((await operatorPhone(page.request, demo.origin(), demo.operatorToken)).dnd).toEqual([expect.objectContaining({ room: '101', dnd: true })]);
});
