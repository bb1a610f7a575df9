import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DATABASE_FILE } from '../db/open-database';
import { BASE_TOKEN, SEASIDE_BASE_TOKEN, burgerOrder, createCommerceApp, post } from '../orders/commerce-fixture';
import { register, roomToken } from './in-room-calls';
import { DEMO_HOST, SEASIDE_HOST, multipart, type TestApp } from './test-app';

/** A route as Fastify registered it: `/operator/:hotel/rooms/:room/checkout`, `/*`. */
export interface RouteEntry {
  method: string;
  url: string;
}

export interface Device {
  mac: string;
  sign: string;
  token: string;
}

/** The victim is the guest of demo room 101 (Smith): phone, tablet, orders, a payment, a slot, a loyalty card. */
export interface Victim {
  guestId: number;
  web: string;
  device: Device;
  orderId: string;
  onlineOrderId: string;
  paymentId: string;
  intervalCode: string;
  messageId: number;
  /** Strings that name the victim: none may appear in an answer to anybody else. */
  markers: string[];
}

export interface JudgeApp extends TestApp {
  routes: RouteEntry[];
  victim: Victim;
  /** Fresh tokens of people who are not the victim (each call logs in again, so a revoked one never carries over). */
  attackers: Attackers;
  /** Every row that belongs to the victim: nobody else's request may change it. */
  victimRows(): string;
  /** The whole database as one string, read on one open connection (cheap enough for every fuzzed request). */
  snapshot(): string;
}

interface Attackers {
  /** The guest of demo room 102 on their own phone. */
  otherRoomGuest(): Promise<string>;
  /** The tablet of demo room 102. */
  otherRoomDevice(): Promise<Device>;
  /** A guest of the other hotel. */
  otherHotelGuest(): Promise<string>;
  base: string;
  otherHotelBase: string;
}

export const RETURN_URL = 'http://demo.localhost:8080/information/result-payment';
const VICTIM_PUSH = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/judged-victim-subscription',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const VICTIM_MAC = '02:00:00:00:01:01';
const ATTACKER_MAC = '02:00:00:00:01:02';
let address = 0;
/** Each login from its own address: the login limits count per address, and a judge logs in often. */
const nextAddress = () => `10.200.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

async function login(app: FastifyInstance, fields: Record<string, string | number>, headers: Record<string, string>): Promise<string> {
  const body = multipart(fields);
  const response = await app.inject({ method: 'POST', url: '/api/weblogin', remoteAddress: nextAddress(), headers: { ...headers, ...body.headers }, payload: body.payload });
  const token = response.json<{ token?: string }>().token;
  if (!token) throw new Error(`judge login failed: ${response.body}`);
  return token;
}

async function device(app: FastifyInstance, room: string, mac: string): Promise<Device> {
  const { body } = await register(app, { roomNumber: room, mac });
  const sign = body.sign ?? '';
  const token = (await roomToken(app, room, { mac, sign })).body.token ?? '';
  if (!sign || !token) throw new Error(`judge device of room ${room} failed`);
  return { mac, sign, token };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * The commerce fixture with its routes listed as Fastify registers them (an `onRoute` hook, so routes others add
 * later are judged too), a victim with something of everything, and attackers who are not the victim.
 */
export async function createJudgeApp(): Promise<JudgeApp> {
  const test = createCommerceApp();
  const routes: RouteEntry[] = [];
  test.app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path });
  });
  await test.app.ready();
  const { app } = test;

  const web = await login(app, { hotelId: 137, type: 'resident', login: '101', password: 'Smith' }, DEMO_HOST);
  const victimDevice = await device(app, '101', VICTIM_MAC);
  const attackerDevice = await device(app, '102', ATTACKER_MAC);
  const orderId = (await post(app, '/api/orderCreate', burgerOrder(web, { paymentMethod: 'pos' }))).body.orderId as string;
  const onlineOrderId = (await post(app, '/api/orderCreate', burgerOrder(web, { paymentMethod: 'payOnline' }))).body.orderId as string;
  const payment = await post<{ data: { data: { paymentId: string } } }>(app, '/pay/payment', {
    token: web, source: 'web', orders: [{ id: onlineOrderId, type: 'shop' }], returnUrl: RETURN_URL,
  });
  const intervalCode = `${tomorrow()}T10:00`;
  await post(app, '/api/api/slot/take', { token: web, serviceId: 5, intervalCode });
  const sent = await post<{ message: { id: number } }>(app, '/api/jsonapi/im', {
    token: web, cmd: 'send', categoryId: 'reception', text: 'Judged: the minibar key is under the mat', clientId: 'judged-1',
  });
  await post(app, '/api/regpushid', { token: web, deviceId: 'judged-phone', pushId: JSON.stringify(VICTIM_PUSH) });
  // The victim's real-time channels and keys: only the hotel channel (every device of the hotel publishes to it) is shared.
  type Session = { channels?: Record<string, string>; keys?: Record<string, string> };
  const sessions = [
    (await post<Session>(app, '/api/realtime/session', { token: web })).body,
    (await post<Session>(app, '/api/realtime/session', { hotelId: 137, roomNumber: '101', mac: VICTIM_MAC, sign: victimDevice.sign })).body,
  ];
  const channelSecrets = sessions.flatMap(({ channels = {}, keys = {} }) =>
    Object.entries(channels).filter(([scope]) => scope !== 'hotel').flatMap(([, name]) => [name, keys[name] ?? name]),
  );
  if (channelSecrets.length < 6) throw new Error(`the victim's real-time sessions failed: ${JSON.stringify(sessions)}`);

  const db = new Database(join(test.dataDir, DATABASE_FILE), { readonly: true });
  const guestId = db.prepare("SELECT id FROM guests WHERE hotel_id = 137 AND room = '101' AND status = 'in'").pluck().get() as number;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
  const all = tables.map((table) => db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`));
  const victimQueries = [
    'SELECT * FROM guests WHERE id = @guestId',
    'SELECT * FROM orders WHERE guest_id = @guestId ORDER BY seq',
    'SELECT * FROM payments WHERE guest_id = @guestId ORDER BY id',
    'SELECT * FROM slot_bookings WHERE guest_id = @guestId ORDER BY id',
    'SELECT guest_id, kind, room, mac, expires_at, revoked_at FROM tokens WHERE guest_id = @guestId ORDER BY created_at, token_hash',
    'SELECT a.* FROM loyalty_accounts a JOIN loyalty_links l ON l.account_id = a.id WHERE l.guest_id = @guestId',
    'SELECT * FROM loyalty_links WHERE account_id IN (SELECT account_id FROM loyalty_links WHERE guest_id = @guestId) ORDER BY guest_id',
    "SELECT * FROM registrations WHERE hotel_id = 137 AND room = '101' ORDER BY tv_index",
    "SELECT * FROM device_status WHERE hotel_id = 137 AND room = '101' ORDER BY tv_index",
    'SELECT * FROM folio_lines WHERE guest_id = @guestId ORDER BY id',
    'SELECT * FROM im_messages WHERE guest_id = @guestId ORDER BY id',
    "SELECT * FROM room_dnd WHERE hotel_id = 137 AND room = '101'",
    'SELECT * FROM push_subscriptions WHERE guest_id = @guestId ORDER BY endpoint',
  ].map((sql) => db.prepare(sql));

  return {
    ...test,
    routes,
    victim: {
      guestId, web, device: victimDevice, orderId, onlineOrderId, paymentId: payment.body.data.data.paymentId, intervalCode, messageId: sent.body.message.id,
      markers: ['Smith', 'minibar key', VICTIM_PUSH.endpoint, 'anna@example.com', '7000001011', 'B1001', payment.body.data.data.paymentId, victimDevice.sign, ...channelSecrets],
    },
    attackers: {
      otherRoomGuest: () => login(app, { hotelId: 137, type: 'resident', login: '102', password: 'Jones' }, DEMO_HOST),
      otherRoomDevice: async () => ({ ...attackerDevice, token: (await roomToken(app, '102', { mac: ATTACKER_MAC, sign: attackerDevice.sign })).body.token ?? '' }),
      otherHotelGuest: () => login(app, { hotelId: 204, type: 'pmsnum-name', login: 'S2001', password: 'Dupont' }, SEASIDE_HOST),
      base: BASE_TOKEN,
      otherHotelBase: SEASIDE_BASE_TOKEN,
    },
    victimRows: () => JSON.stringify(victimQueries.map((query) => query.all({ guestId }))),
    snapshot: () => JSON.stringify(all.map((query) => query.all())),
    close: async () => {
      db.close();
      await test.close();
    },
  };
}

/** The route's address with its parameters filled in. */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name)).replace(/\*$/, params['*'] ?? '');
}
