import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FIXTURE_HOTELS, createFixtureResources, removeTempDirs } from '../test-support/fixture-resources';
import { DEMO_HOST, createTestApp, multipart, type TestApp } from '../test-support/test-app';

export const BASE_TOKEN = 'fixture-base-token';
export const SEASIDE_BASE_TOKEN = 'seaside-fixture-base-token';

const topping = (id: number, extra: object) => ({ id, parentId: 0, price: 0, name: `t${id}`, ...extra });
const select = (id: number, values: [number, number][], required = false) =>
  topping(id, { type: 'select', required, values: values.map(([valueId, price]) => ({ id: valueId, name: `v${valueId}`, price })) });

/** Shop 1 (burger with a required side, salad with a checkbox), the spa service 5 and the wake-up service 9. */
const DEMO_PAGES = {
  id_20: { id: 20, parentId: 0, type: 'shop', shopId: 1, title: 'Restaurant' },
  id_221: {
    id: 221, parentId: 20, type: 'shopProduct', shopId: 1, title: 'Burger', cost: 18.9,
    toppings: [select(2211, [[22111, 0], [22112, 1.5]], true), select(2212, [[22121, 0]]), topping(2213, { type: 'checkbox', price: 0.35 })],
  },
  id_222: { id: 222, parentId: 20, type: 'shopProduct', shopId: 1, title: 'Salad', cost: 13, toppings: [topping(2221, { type: 'checkbox', price: 4 })] },
  id_223: { id: 223, parentId: 20, type: 'shopProduct', shopId: 2, title: 'Soup', cost: 8.5 },
  id_30: { id: 30, parentId: 0, type: 'service', serviceId: 5, title: 'Spa', cost: 45, workingHours: '09:00-21:00' },
  id_31: { id: 31, parentId: 0, type: 'service', serviceId: 6, title: 'Night sauna', cost: 10, workingHours: '22:00-02:00' },
  id_60: { id: 60, parentId: 0, type: 'wakeup', serviceId: 9, title: 'Wake-up call', cost: 0 },
};
const SEASIDE_PAGES = {
  id_211: { id: 211, parentId: 0, type: 'shopProduct', shopId: 1, title: 'Lemonade', cost: 4.5 },
  id_30: { id: 30, parentId: 0, type: 'service', serviceId: 3, title: 'Cabana', cost: 35, workingHours: '09:00-18:00' },
};
const currency = (precision: number) => ({ symbol: '€', precision, decimal: ',', thousand: '.', format: '%v %s' });

const guest = (room: string, guestName: string, extra: object = {}) => ({
  room, guestName, guestFirstName: 'Test', guestTitle: 'Ms', groups: [], lang: 'en', ...extra,
});

/** The shared fixture resources, with products, fees, payment methods and the commerce seed of both hotels. */
export function createCommerceResources(): string {
  const root = createFixtureResources();
  const demoDir = join(root, 'hotels', 'demo');
  const seasideDir = join(root, 'hotels', 'seaside');
  const demo = FIXTURE_HOTELS.demo;
  writeFileSync(join(demoDir, 'hotel.json'), JSON.stringify({
    ...demo,
    baseToken: BASE_TOKEN,
    config: {
      ...demo.config,
      inRoom: true,
      paymentMethods: [
        { type: 'payOnline', guestType: 'resident' }, { type: 'pos', guestType: 'resident' },
        { type: 'loyalty', guestType: 'resident' }, { type: 'cash', guestType: 'resident' },
        { type: 'payOnline', guestType: 'notResident' },
      ],
    },
    rooms: [...demo.rooms, { number: '104', tvIndexes: ['0'] }],
    guests: [
      guest('101', 'Smith', { pmsregnum: 'B1001', email: 'anna@example.com', pin: '4321', folio: [
        { date: '2026-11-20', title: 'Room 101, night 1', amountMinor: 18900, code: 'room-night', params: { room: '101', night: 1 } },
        { date: '2026-11-21', title: 'Minibar', amountMinor: 1250, code: 'minibar' },
      ], loyalty: { cardNumber: '7000001011', points: 30 } }),
      guest('102', 'Jones', { pmsregnum: 'B1002' }),
      guest('103', 'Nopost', { pmsregnum: 'B1003', noPost: true }),
    ],
    slotCapacity: 2,
    loyaltyAccounts: [{ cardNumber: '7000009001', name: 'Alex Member', email: 'member@example.com', points: 1999 }],
  }));
  for (const lang of demo.config.availableLanguages) {
    writeStructure(demoDir, lang, {
      pages: DEMO_PAGES, menu: [], config: { currency: currency(2) }, cart: { fee: 10, feeType: 'percent' },
      messages: { recipients: [{ id: 'reception', title: `Reception (${lang})` }, { id: 'concierge', title: `Concierge (${lang})` }] },
    });
  }
  const seaside = FIXTURE_HOTELS.seaside;
  writeFileSync(join(seasideDir, 'hotel.json'), JSON.stringify({
    ...seaside,
    baseToken: SEASIDE_BASE_TOKEN,
    config: { ...seaside.config, paymentMethods: [{ type: 'payOnline', guestType: 'pmsnum-name' }] },
  }));
  writeStructure(seasideDir, 'fr', { pages: SEASIDE_PAGES, menu: [], config: { currency: currency(2) }, cart: { fee: 2, feeType: 'fixed' } });
  return root;
}

function writeStructure(dir: string, lang: string, structure: object): void {
  writeFileSync(join(dir, 'content', `struct_${lang}.json`), JSON.stringify(structure));
}

/** A test app over the commerce resources; `close` deletes them too (and the data dir unless one was given). */
export function createCommerceApp(overrides: { dataDir?: string; resourcesDir?: string } = {}): TestApp {
  const resourcesDir = overrides.resourcesDir ?? createCommerceResources();
  const test = createTestApp({ ...overrides, resourcesDir });
  return {
    ...test,
    close: async () => {
      await test.close();
      if (!overrides.resourcesDir) removeTempDirs([resourcesDir]);
    },
  };
}

export async function webLogin(app: FastifyInstance, room = '101', lastName = 'Smith', headers: Record<string, string> = DEMO_HOST): Promise<string> {
  const body = multipart({ hotelId: headers === DEMO_HOST ? 137 : 204, type: 'resident', login: room, password: lastName });
  const response = await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...headers, ...body.headers }, payload: body.payload });
  const json = response.json<{ result: number; token?: string }>();
  if (json.result !== 0 || !json.token) throw new Error(`login of ${room} failed: ${response.body}`);
  return json.token;
}

export async function post<T = Record<string, unknown>>(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = DEMO_HOST) {
  const response = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  return { status: response.statusCode, body: response.json<T & { result: number; message?: string; error?: string }>() };
}

let requestCounter = 0;
export const newRequestId = (): string => `req-${Date.now().toString(36)}-${(requestCounter += 1)}`;

/** A valid shop order: one burger with a side that costs 1.50 (18.90 + 1.50 = 20.40, plus 10 % = 22.44). */
export function burgerOrder(token: string, extra: Record<string, unknown> = {}) {
  return {
    token, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '1', tvId: '0',
    authType: 'resident', data: [{ id: 221, amount: 1, price: 18.9, toppings: [{ id: 22112, amount: 1, price: 1.5 }] }],
    requestId: newRequestId(), totalMinor: 2244, ...extra,
  };
}
