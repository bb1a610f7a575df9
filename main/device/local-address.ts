import { createSocket } from 'node:dgram';

const CONNECT_TIMEOUT_MS = 2_000;

/**
 * The local IPv4 address the OS would route to `host:port`. A connected UDP socket asks the
 * routing table without sending a packet, so this works offline and needs no permission.
 */
export function localAddressFor(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    let settled = false;
    const finish = (address: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.close();
      resolve(address);
    };
    const timer = setTimeout(() => finish(null), CONNECT_TIMEOUT_MS);
    socket.on('error', () => finish(null));
    try {
      socket.connect(port, host, () => {
        try {
          finish(socket.address().address);
        } catch {
          finish(null);
        }
      });
    } catch {
      finish(null);
    }
  });
}
