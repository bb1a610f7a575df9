import { createSocket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import { createMagicPacket } from 'node-wol';
import { normalizeMac } from '../device/identity';

export interface WolTarget {
  /** 255.255.255.255 on a room's LAN; tests use 127.0.0.1 only. */
  address: string;
  port: number;
}

export const DEFAULT_WOL_TARGET: WolTarget = { address: '255.255.255.255', port: 9 };

/**
 * One magic packet (node-wol builds it) on a socket that is closed afterwards: node-wol's own `wake`
 * leaves its socket open, which a kiosk running for months cannot afford.
 */
export async function sendMagicPacket(mac: string, target: WolTarget): Promise<void> {
  // node-wol's own check lets non-hex through; only a well-formed MAC reaches it.
  const normalized = normalizeMac(mac);
  if (!normalized) throw new Error(`malformed MAC address '${mac.slice(0, 40)}'`);
  const packet = createMagicPacket(normalized);
  return new Promise((resolve, reject) => {
    const socket = createSocket(isIPv6(target.address) ? 'udp6' : 'udp4');
    socket.once('error', (error) => {
      socket.close();
      reject(error);
    });
    socket.bind(() => {
      socket.setBroadcast(true);
      socket.send(packet, target.port, target.address, (error) => {
        socket.close();
        if (error) reject(error);
        else resolve();
      });
    });
  });
}
