import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WOL_DELAY_MS } from '../../common/spec/timing';
import { createPowerCommander } from './power-command';
import { sendMagicPacket } from './wake-on-lan';

// Packets go to a UDP listener on 127.0.0.1 only: never a broadcast or another address from a test.
let listener: Socket;
let port = 0;
let received: Buffer[] = [];

beforeEach(async () => {
  received = [];
  listener = createSocket('udp4');
  listener.on('message', (message) => received.push(message));
  await new Promise<void>((resolve) => listener.bind(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterEach(() => new Promise<void>((resolve) => listener.close(() => resolve())));

const waitFor = async (count: number) => {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((r) => setTimeout(r, 10));
};

function expectMagicPacketFor(packet: Buffer | undefined, mac: string) {
  expect(packet).toBeDefined();
  const bytes = mac.split(':').map((h) => Number.parseInt(h, 16));
  expect(packet!.length).toBe(102);
  expect([...packet!.subarray(0, 6)]).toEqual([255, 255, 255, 255, 255, 255]);
  for (let i = 1; i <= 16; i++) expect([...packet!.subarray(i * 6, i * 6 + 6)]).toEqual(bytes);
}

describe('sendMagicPacket', () => {
  it('sends a node-wol magic packet (6 x 0xff, the MAC 16 times) to 127.0.0.1', async () => {
    await sendMagicPacket('aa:bb:cc:dd:ee:0f', { address: '127.0.0.1', port });
    await waitFor(1);
    expectMagicPacketFor(received[0], 'aa:bb:cc:dd:ee:0f');
  });

  it('accepts dash notation and rejects a malformed MAC without sending', async () => {
    await sendMagicPacket('AA-BB-CC-DD-EE-10', { address: '127.0.0.1', port });
    await waitFor(1);
    expectMagicPacketFor(received[0], 'aa:bb:cc:dd:ee:10');
    await expect(sendMagicPacket('zz', { address: '127.0.0.1', port })).rejects.toThrow(/malformed MAC/);
    await expect(sendMagicPacket('gg:gg:gg:gg:gg:gg', { address: '127.0.0.1', port })).rejects.toThrow(/malformed MAC/);
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
  });
});

describe('power command', () => {
  it('wakes the remembered TV indexes one second after the command, and tells the backend', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const notified: string[] = [];
    const commander = createPowerCommander({
      tvMacs: () => ({ '0': 'aa:bb:cc:dd:ee:01', '1': 'aa:bb:cc:dd:ee:02' }),
      wake: (mac) => sendMagicPacket(mac, { address: '127.0.0.1', port }),
      notifyBackend: async (tvId, mac) => void notified.push(`${tvId}=${mac}`),
    });
    expect(commander.command(['1', '7', '1'])).toEqual(['1']);
    expect(commander.command(['0'])).toEqual([]);
    await vi.advanceTimersByTimeAsync(WOL_DELAY_MS - 1);
    expect(notified).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(1);
    await vi.waitFor(() => expect(notified).toEqual(['1=aa:bb:cc:dd:ee:02']));
    expectMagicPacketFor(received[0], 'aa:bb:cc:dd:ee:02');
    expect(received).toHaveLength(1);
    expect(commander.command(['0'])).toEqual(['0']);
    commander.stop();
  });

  it('wakes nothing for indexes it has no MAC for, and survives a failing wake', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logs: string[] = [];
    const commander = createPowerCommander({
      tvMacs: () => ({ '2': 'aa:bb:cc:dd:ee:03' }),
      wake: () => Promise.reject(new Error('ENETUNREACH')),
      notifyBackend: () => Promise.reject(new Error('offline')),
      log: (m) => logs.push(m),
    });
    expect(commander.command(['0', '1'])).toEqual([]);
    expect(commander.command(['2'])).toEqual(['2']);
    await vi.advanceTimersByTimeAsync(WOL_DELAY_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(logs).toEqual(['wake-on-LAN to TV 2 failed: Error: ENETUNREACH', 'wolByTvId 2 failed: Error: offline']));
  });
});
