import { expect, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installKioskBridge } from '../../kiosk/bridge-harness';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium';
import { logInAsGuest } from './guest-login';

/**
 * Chromium with fake media devices (a generated microphone, permission granted without a prompt). Loopback
 * candidates are allowed so WebRTC media between pages and the demo's attendant stays on 127.0.0.1.
 */
export const callLaunchOptions = () => ({
  ...chromiumLaunchOptions(),
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection'],
});

/** Every RTCPeerConnection a page makes, kept where a test can ask it for `getStats`. */
export const recordPeerConnections = (context: BrowserContext) =>
  context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
        super(...args);
        made.push(this);
      }
    };
  });

/** Audio RTP packets received on the page's latest peer connection. */
export const audioPacketsReceived = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const made = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const pc = made[made.length - 1];
    if (!pc) return 0;
    let packets = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; packetsReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'audio') packets += report.packetsReceived ?? 0;
    });
    return packets;
  });

export const callStatus = (page: Page) => page.getByTestId('call-panel');

export async function expectAudioFlowing(page: Page): Promise<void> {
  await expect.poll(() => audioPacketsReceived(page), { timeout: 10_000 }).toBeGreaterThan(10);
}

/** The operator's view of the demo exchange: do-not-disturb per room, registered extensions, latest calls. */
export async function operatorPhone(origin: string, operatorToken: string) {
  const api = await request.newContext();
  try {
    const answer = await api.get(`${origin.replace('demo.localhost', '127.0.0.1')}/operator/demo/phone`, { headers: { authorization: `Bearer ${operatorToken}` } });
    return (await answer.json()) as { registered: string[]; dnd: { room: string; dnd: boolean }[]; calls: Record<string, unknown>[] };
  } finally {
    await api.dispose();
  }
}

export interface CallChecks {
  /** Extensions the exchange has registered, when the test can see them. */
  registered?: () => Promise<string[]>;
  whileConnected?: () => Promise<void>;
  afterHangUp?: () => Promise<void>;
}

/**
 * Room 102's tablet (kiosk bridge, room registration, in-room login) registers its line; the guest of room 101
 * dials 102 on the key pad of a phone; the tablet rings and answers; both connect with audio flowing both ways
 * (getStats); the caller mutes, hangs up, and both sides end.
 */
export async function roomToRoomCall(browser: Browser, origin: string, checks: CallChecks = {}): Promise<void> {
  const kioskDir = mkdtempSync(join(tmpdir(), 'stay-kiosk-'));
  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await recordPeerConnections(tabletContext);
    await recordPeerConnections(phoneContext);
    await installKioskBridge(tabletContext, { dataDir: kioskDir, backendUrl: origin, deviceMode: 'tablet', identity: { mac: '02:00:00:00:11:02' } });
    const tablet = await tabletContext.newPage();
    await tablet.goto(`${origin}/?lang=en`);
    const dialog = tablet.getByRole('dialog', { name: 'Register this room' });
    await dialog.getByLabel('Room number').fill('102');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(tablet.getByTestId('room-number')).toContainText('102');
    if (checks.registered) await expect.poll(checks.registered).toContain('102');

    const phone = await phoneContext.newPage();
    await logInAsGuest(phone, origin, '101', 'Smith');
    await phone.goto(`${origin}/phone?lang=en`);
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
    await expect(phone.getByTestId('call-timer')).toHaveText(/^00:\d\d$/);
    await expectAudioFlowing(phone);
    await expectAudioFlowing(tablet);
    await checks.whileConnected?.();

    await phone.getByRole('button', { name: 'Mute' }).click();
    await expect(phone.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await phone.getByRole('button', { name: 'Hang up' }).click();
    await expect(callStatus(phone)).toHaveAttribute('data-status', 'ended');
    await expect(callStatus(tablet)).toHaveAttribute('data-status', 'ended');
    await expect(callStatus(tablet)).toContainText('Call ended');
    await checks.afterHangUp?.();
    expect(await phone.evaluate(() => JSON.parse(localStorage.getItem('stay.phone') ?? '{}'))).toMatchObject({
      version: 4,
      state: { enteredNumber: '102', muted: true, tab: 'keyPad' },
    });
  } finally {
    await phoneContext.close();
    await tabletContext.close();
    rmSync(kioskDir, { recursive: true, force: true });
  }
}
