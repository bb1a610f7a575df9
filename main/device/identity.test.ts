import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeviceIdentity, normalizeMac, type IdentityDeps } from './identity';

const interfaces = [
  { iface: 'lo', ip4: '127.0.0.1', mac: '00:00:00:00:00:00', internal: true },
  { iface: 'eth0', ip4: '10.0.0.5', mac: 'AA-BB-CC-DD-EE-01', internal: false },
  { iface: 'wlan0', ip4: '192.168.1.7', mac: 'aabbccddee02', internal: false },
];

function fakeDeps(overrides: Partial<IdentityDeps> = {}): IdentityDeps & { connected: string[] } {
  const connected: string[] = [];
  return {
    connected,
    networkInterfaces: async () => interfaces,
    networkInterfaceDefault: async () => 'eth0',
    system: async () => ({ manufacturer: ' Acme ', model: 'Tab 10' }),
    osInfo: async () => ({ distro: 'Debian GNU/Linux', release: '12', hostname: 'room-101', platform: 'linux' }),
    localAddressFor: async (host, port) => {
      connected.push(`${host}:${port}`);
      return '192.168.1.7';
    },
    ...overrides,
  };
}

describe('normalizeMac', () => {
  it('lower-cases and colon-separates any common MAC notation', () => {
    expect(normalizeMac('AA-BB-CC-DD-EE-01')).toBe('aa:bb:cc:dd:ee:01');
    expect(normalizeMac('aabb.ccdd.ee02')).toBe('aa:bb:cc:dd:ee:02');
  });

  it('returns an empty string for something that is not a MAC', () => {
    expect(normalizeMac('')).toBe('');
    expect(normalizeMac('12:34')).toBe('');
  });
});

describe('getDeviceIdentity with injected fakes', () => {
  it('picks the interface whose address routes to the backend', async () => {
    const deps = fakeDeps();
    const identity = await getDeviceIdentity('https://demo.hotel.example/', deps);
    expect(identity).toEqual({
      mac: 'aa:bb:cc:dd:ee:02',
      ip: '192.168.1.7',
      iface: 'wlan0',
      manufacturer: 'Acme',
      model: 'Tab 10',
      os: 'Debian GNU/Linux 12',
      hostname: 'room-101',
    });
    expect(deps.connected).toEqual(['demo.hotel.example:443']);
  });

  it('uses the explicit port, treats *.localhost as loopback and then names the device by its default interface', async () => {
    const connected: string[] = [];
    const deps = fakeDeps({
      localAddressFor: async (host, port) => {
        connected.push(`${host}:${port}`);
        return '127.0.0.1';
      },
    });
    const identity = await getDeviceIdentity('http://demo.localhost:8080/', deps);
    expect(connected).toEqual(['127.0.0.1:8080']);
    expect(identity).toMatchObject({ iface: 'eth0', ip: '10.0.0.5', mac: 'aa:bb:cc:dd:ee:01' });
  });

  it('answers with loopback only when no interface has a hardware address', async () => {
    const deps = fakeDeps({
      localAddressFor: async () => '127.0.0.1',
      networkInterfaces: async () => [{ iface: 'lo', ip4: '127.0.0.1', mac: '00:00:00:00:00:00', internal: true }],
    });
    const identity = await getDeviceIdentity('http://demo.localhost:8080/', deps);
    expect(identity).toMatchObject({ iface: 'lo', ip: '127.0.0.1', mac: '00:00:00:00:00:00' });
  });

  it('falls back to the default interface when the route cannot be found', async () => {
    const identity = await getDeviceIdentity('https://x.example/', fakeDeps({ localAddressFor: async () => null }));
    expect(identity).toMatchObject({ iface: 'eth0', ip: '10.0.0.5', mac: 'aa:bb:cc:dd:ee:01' });
  });

  it('falls back to the first external IPv4 interface when there is no default either', async () => {
    const identity = await getDeviceIdentity(
      'not a url',
      fakeDeps({ networkInterfaceDefault: async () => Promise.reject(new Error('no route')) }),
    );
    expect(identity).toMatchObject({ iface: 'eth0', ip: '10.0.0.5' });
  });

  it('still answers with empty fields when systeminformation fails', async () => {
    const identity = await getDeviceIdentity(
      'https://x.example/',
      fakeDeps({
        networkInterfaces: async () => [],
        system: () => Promise.reject(new Error('dmidecode missing')),
        osInfo: () => Promise.reject(new Error('no os')),
      }),
    );
    expect(identity).toMatchObject({ mac: '', ip: '', iface: '', manufacturer: '', model: '', os: '' });
    expect(identity.hostname).not.toBe('');
  });
});

describe('getDeviceIdentity on this machine', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names a device whose backend is on loopback by a real interface', async () => {
    const identity = await getDeviceIdentity(`http://127.0.0.1:${port}`);
    expect(identity.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
    expect(identity.mac).not.toBe('00:00:00:00:00:00');
    expect(identity.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(identity.iface).not.toBe('');
    expect(identity.hostname).not.toBe('');
  });
});
