import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium';

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
