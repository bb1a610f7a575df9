// The Modbus TCP driver against a real Modbus server: jsmodbus's own TCP server, in this process on 127.0.0.1.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModbusTCPServer } from 'jsmodbus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControllerUnreachable, type RoomControlDriver } from '../driver';
import type { DeviceSpec, ModbusDriverConfig } from '../room-control-schema';
import { createFixtureResources } from '../../test-support/fixture-resources';
import { DEMO_HOST, createTestApp, multipart } from '../../test-support/test-app';
import { modbusDriver } from './modbus-driver';

const REGISTERS = 64;
const ceiling: DeviceSpec = { id: 'ceiling', type: 'dimmer', title: 'Ceiling light', register: 0 };
const climate: DeviceSpec = { id: 'climate', type: 'fcu', title: 'Air conditioning', register: 8 };
const panel: DeviceSpec = { id: 'panel', type: 'language', title: 'Wall panel', register: 16 };
/** Beyond the server's registers: the server answers a Modbus exception (illegal data address). */
const missing: DeviceSpec = { id: 'missing', type: 'dimmer', title: 'Not wired', register: REGISTERS + 8 };

let net: Server;
let holding: Buffer;
let port: number;
let driver: RoomControlDriver;
const config = (): ModbusDriverConfig => ({ type: 'modbus', host: '127.0.0.1', port, timeoutMs: 1_000, units: { '101': 1 }, languages: ['en', 'de', 'zh-rCN'] });
const register = (n: number) => holding.readUInt16BE(n * 2);

beforeAll(async () => {
  holding = Buffer.alloc(REGISTERS * 2);
  net = createServer();
  new ModbusTCPServer(net, { holding });
  await new Promise<void>((resolve) => net.listen(0, '127.0.0.1', resolve));
  port = (net.address() as AddressInfo).port;
  driver = modbusDriver(config());
});

afterAll(async () => {
  await driver.close();
  await new Promise((resolve) => net.close(resolve));
});

describe('Modbus TCP driver', () => {
  it('writes a light level to its state register and reads it back', async () => {
    expect(await driver.write('101', ceiling, { state: 40 })).toEqual({ ok: true });
    expect(register(0)).toBe(40);
    expect(await driver.read('101', ceiling)).toEqual({ state: 40 });
  });

  it("reads a climate unit's block, the room temperature in signed tenths", async () => {
    holding.writeUInt16BE(1, (8 + 0) * 2);
    holding.writeUInt16BE(2, (8 + 1) * 2);
    holding.writeUInt16BE(21, (8 + 2) * 2);
    holding.writeUInt16BE(3, (8 + 3) * 2);
    holding.writeUInt16BE(0, (8 + 4) * 2);
    holding.writeInt16BE(-55, (8 + 5) * 2);
    expect(await driver.read('101', climate)).toEqual({ state: 1, mode: 2, temperature: 21, fan: 3, control: 0, roomTemperature: -5.5 });
    expect(await driver.write('101', climate, { temperature: 23, fan: 1 })).toEqual({ ok: true });
    expect([register(10), register(11)]).toEqual([23, 1]);
  });

  it('maps the panel language to its number and back', async () => {
    expect(await driver.write('101', panel, { language: 'zh-rCN' })).toEqual({ ok: true });
    expect(register(16 + 6)).toBe(2);
    expect(await driver.read('101', panel)).toEqual({ language: 'zh-rCN' });
    expect(await driver.write('101', panel, { language: 'fr' })).toEqual({ ok: false, reason: 'The panel does not offer this language' });
  });

  it('answers a refusal for a Modbus exception', async () => {
    expect(await driver.write('101', missing, { state: 10 })).toEqual({ ok: false, reason: 'The controller refused the change' });
  });

  it('reports a room without a unit, or a gateway that does not answer, as unreachable', async () => {
    await expect(driver.read('102', ceiling)).rejects.toBeInstanceOf(ControllerUnreachable);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = modbusDriver({ ...config(), port: deadPort });
    await expect(nowhere.read('101', ceiling)).rejects.toBeInstanceOf(ControllerUnreachable);
    await expect(nowhere.write('101', ceiling, { state: 1 })).rejects.toBeInstanceOf(ControllerUnreachable);
    await expect(nowhere.ping('101')).rejects.toBeInstanceOf(ControllerUnreachable);
    await nowhere.close();
  });

  it('serves state.php and push.php for a hotel whose roomControl names the Modbus gateway', async () => {
    const resourcesDir = createFixtureResources();
    const file = join(resourcesDir, 'hotels', 'demo', 'hotel.json');
    const hotel = JSON.parse(readFileSync(file, 'utf8'));
    hotel.roomControl = { driver: config(), devices: [ceiling, climate, panel] };
    writeFileSync(file, JSON.stringify(hotel));
    const { app, close } = createTestApp({ resourcesDir });
    try {
      const login = multipart({ hotelId: 137, deviceId: 'modbus-test', type: 'resident', login: '101', password: 'Smith' });
      const { token } = (await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...DEMO_HOST, ...login.headers }, payload: login.payload })).json();
      const params = new URLSearchParams({ type: 'dimmer', room: '101', params: '{"device":"ceiling"}', token });
      const pushed = await app.inject({ url: `/rcu/push.php?${params}&state=${encodeURIComponent('{"state":75}')}`, headers: DEMO_HOST });
      expect(pushed.body).toBe('OK');
      expect(register(0)).toBe(75);
      holding.writeUInt16BE(60, 0);
      expect((await app.inject({ url: `/rcu/state.php?${params}`, headers: DEMO_HOST })).json()).toEqual({ state: 60 });
      expect((await app.inject({ url: '/rcu/state.php?room=101', headers: DEMO_HOST })).json()).toEqual({ room: '101', reachable: true });
      const operator = await app.inject({ url: '/operator/demo/rooms/101/controller', headers: { authorization: 'Bearer test-operator-token' } });
      expect(operator.json()).toMatchObject({ driver: 'modbus', reachable: true, window: null, faults: null, devices: [{ id: 'ceiling', state: { state: 60 } }, { id: 'climate' }, { id: 'panel' }] });
      const window = await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/controller/window', headers: { authorization: 'Bearer test-operator-token' }, payload: { open: true } });
      expect(window.statusCode).toBe(409);
    } finally {
      await close();
    }
  });
});
