import { describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS, type RoomRegistration } from '../../common/bridge/contract';
import { createHandlerTable, dispatchInvoke, type KioskServices } from './handler-table';

const registration: RoomRegistration = {
  hotel: 'demo',
  hotelId: 137,
  roomNumber: '101',
  sign: 's1',
  tvIndex: '0',
  groups: [],
  registeredAt: '2025-10-31T10:00:00.000Z',
};

function fakeServices() {
  let saved: RoomRegistration | null = null;
  const services = {
    identity: {
      get: vi.fn(async () => ({
        mac: 'aa:bb:cc:dd:ee:ff', ip: '10.0.0.2', iface: 'eth0', manufacturer: 'Acme', model: 'T', os: 'Linux', hostname: 'h',
      })),
    },
    info: { get: vi.fn(() => ({ appVersion: '1.0.0', platform: 'linux', deviceMode: 'tv' as const })) },
    registration: {
      get: vi.fn(() => saved),
      save: vi.fn((r: RoomRegistration) => (saved = r)),
      clear: vi.fn(() => (saved = null)),
    },
    kiosk: { setLocked: vi.fn((locked: boolean) => locked) },
    status: { update: vi.fn(async () => null) },
    battery: { get: vi.fn(async () => ({ level: 50, plugged: true })) },
    power: {
      command: vi.fn((indexes: string[]) => indexes),
      rememberTv: vi.fn(() => null),
      setDisplay: vi.fn(async () => null),
    },
    remoteState: { endpoint: vi.fn(() => ({ url: 'ws://127.0.0.1:8765/ws' })) },
    area: { get: vi.fn(() => ({ tvid: '0', title: '' })), set: vi.fn((area: { tvid: string; title: string }) => area) },
  } satisfies KioskServices;
  return services;
}

describe('handler table', () => {
  it('has exactly one handler per invoke channel of the contract', () => {
    expect(Object.keys(createHandlerTable(fakeServices())).sort()).toEqual([...INVOKE_CHANNELS].sort());
  });
});

describe('dispatchInvoke', () => {
  it('runs the handler of a known channel with valid arguments and returns its result', async () => {
    const services = fakeServices();
    const table = createHandlerTable(services);
    await expect(dispatchInvoke(table, 'kiosk:get-info', [])).resolves.toEqual({
      appVersion: '1.0.0', platform: 'linux', deviceMode: 'tv',
    });
    await expect(dispatchInvoke(table, 'registration:save', [registration])).resolves.toEqual(registration);
    await expect(dispatchInvoke(table, 'registration:get', [])).resolves.toEqual(registration);
    await expect(dispatchInvoke(table, 'registration:clear', [])).resolves.toBeNull();
    expect(services.registration.save).toHaveBeenCalledWith(registration);
  });

  it('passes the parsed arguments, not the raw ones, to the handler', async () => {
    const services = fakeServices();
    await dispatchInvoke(createHandlerTable(services), 'registration:save', [
      { ...registration, roomNumber: '  101 ', extra: 'dropped' },
    ]);
    expect(services.registration.save).toHaveBeenCalledWith(registration);
  });

  it('rejects invalid arguments before the handler runs', async () => {
    const services = fakeServices();
    const { sign: _sign, ...unsigned } = registration;
    await expect(dispatchInvoke(createHandlerTable(services), 'registration:save', [unsigned])).rejects.toThrow(
      /Invalid arguments for registration:save: 0\.sign/,
    );
    await expect(dispatchInvoke(createHandlerTable(services), 'registration:get', ['surplus'])).rejects.toThrow(
      /Invalid arguments/,
    );
    await expect(dispatchInvoke(createHandlerTable(services), 'registration:save', 'not-an-array')).rejects.toThrow(
      /Invalid arguments/,
    );
    expect(services.registration.save).not.toHaveBeenCalled();
    expect(services.registration.get).not.toHaveBeenCalled();
  });

  it('rejects channels that are not in the contract, including inherited property names', async () => {
    const table = createHandlerTable(fakeServices());
    await expect(dispatchInvoke(table, 'shell:open-external', [])).rejects.toThrow(/Unknown kiosk channel/);
    await expect(dispatchInvoke(table, 'constructor', [])).rejects.toThrow(/Unknown kiosk channel/);
    await expect(dispatchInvoke(table, 42, [])).rejects.toThrow(/Unknown kiosk channel/);
  });

  it('validates the kiosk channels before their services run', async () => {
    const services = fakeServices();
    const table = createHandlerTable(services);
    await expect(dispatchInvoke(table, 'kiosk:set-locked', ['no'])).rejects.toThrow(/Invalid arguments for kiosk:set-locked/);
    await expect(dispatchInvoke(table, 'kiosk:set-locked', [false])).resolves.toBe(false);
    await expect(dispatchInvoke(table, 'wol:remember', ['1', 'not-a-mac'])).rejects.toThrow(/Invalid arguments/);
    await expect(dispatchInvoke(table, 'wol:remember', ['1', 'AA-BB-CC-DD-EE-FF'])).resolves.toBeNull();
    await expect(dispatchInvoke(table, 'power:command', [['1; rm -rf /']])).rejects.toThrow(/Invalid arguments/);
    await expect(dispatchInvoke(table, 'status:update', [{ page: '/menu', language: 'ru', active: true }])).resolves.toBeNull();
    await expect(dispatchInvoke(table, 'status:update', [{ language: '<script>' }])).rejects.toThrow(/Invalid arguments/);
    expect(services.kiosk.setLocked).toHaveBeenCalledTimes(1);
    expect(services.power.rememberTv).toHaveBeenCalledWith('1', 'AA-BB-CC-DD-EE-FF');
    expect(services.power.command).not.toHaveBeenCalled();
    expect(services.status.update).toHaveBeenCalledWith({ page: '/menu', language: 'ru', active: true });
  });

  it('propagates a failing handler as a rejection', async () => {
    const services = fakeServices();
    services.identity.get.mockRejectedValueOnce(new Error('no network'));
    await expect(dispatchInvoke(createHandlerTable(services), 'device:get-identity', [])).rejects.toThrow('no network');
  });
});
