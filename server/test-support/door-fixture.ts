import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FIXTURE_HOTELS, createFixtureResources, removeTempDirs } from './fixture-resources';
import { DEMO_HOST, createTestApp, multipart, urlencoded, type TestApp } from './test-app';

const guest = (room: string, guestName: string, extra: object = {}) => ({
  room, guestName, guestFirstName: 'Test', guestTitle: 'Ms', groups: [], lang: 'en', ...extra,
});

/** Door PINs of the fixture's stays. */
export const DOOR_PIN = { online: '2468', canceled: '1111', salto: '3579', onity: '8080', seos: '4242' } as const;

/**
 * Fixture demo hotel with the door system of every kind of test: an Omnitec online building (101 a key, 102 no
 * key, 103 a cancelled key), a Salto wing (104), an Onity annex (105, a cancelled key) and a Seos tower (106, aah).
 * Its content has two esign documents, the first the registration card.
 */
export function createDoorResources(): string {
  const root = createFixtureResources();
  const demo = FIXTURE_HOTELS.demo;
  const dir = join(root, 'hotels', 'demo');
  writeFileSync(join(dir, 'hotel.json'), JSON.stringify({
    ...demo,
    config: { ...demo.config, mobileKey: { subVendor: 'aah', appName: 'Demo Keys', appUrl: 'https://keys.example/demo' } },
    rooms: [...demo.rooms, ...['104', '105', '106', '107'].map((number) => ({ number, tvIndexes: ['0'] }))],
    guests: [
      guest('101', 'Smith', { pmsregnum: 'B1001', mobileKey: { pin: DOOR_PIN.online } }),
      guest('102', 'Jones', { pmsregnum: 'B1002' }),
      guest('103', 'Lost', { pmsregnum: 'B1003', mobileKey: { pin: DOOR_PIN.canceled, state: 'canceled' } }),
      guest('104', 'Salt', { pmsregnum: 'B1004', mobileKey: { pin: DOOR_PIN.salto } }),
      guest('105', 'Onit', { pmsregnum: 'B1005', mobileKey: { pin: DOOR_PIN.onity, state: 'canceled' } }),
      guest('106', 'Seos', { pmsregnum: 'B1006', mobileKey: { pin: DOOR_PIN.seos } }),
    ],
    doorSystem: {
      buildings: [
        { name: 'Main building', vendor: 'scienerOmnitecOnline', rooms: ['101', '102', '103'], sharedDoors: [{ id: 'main-entrance', alias: 'Main entrance', mac: 'C4:00:00:00:00:01' }] },
        { name: 'Garden wing', vendor: 'salto', rooms: ['104'], sharedDoors: [{ id: 'garden-gate', alias: 'Garden gate', mac: 'C4:00:00:00:00:02' }] },
        { name: 'Annex', vendor: 'onity', rooms: ['105'] },
        { name: 'Tower', vendor: 'seos', rooms: ['106'] },
      ],
    },
  }));
  for (const lang of demo.config.availableLanguages) {
    const items = [
      { id: 901, type: 'esign', title: `${lang} registration card`, text: `${lang}: I agree to the house rules.` },
      { id: 902, type: 'esign', title: `${lang} spa waiver`, text: `${lang}: I am fit for the sauna.` },
      { id: 903, title: 'Not a document', text: 'Just a list item' },
    ];
    const structure = { pages: { id_90: { id: 90, parentId: 0, type: 'list', title: 'Forms', listItems: items } }, menu: [], config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } } };
    writeFileSync(join(dir, 'content', `struct_${lang}.json`), JSON.stringify(structure));
  }
  return root;
}

export function createDoorApp(overrides: { dataDir?: string } = {}): TestApp {
  const resourcesDir = createDoorResources();
  const test = createTestApp({ ...overrides, resourcesDir });
  return { ...test, close: async () => { await test.close(); removeTempDirs([resourcesDir]); } };
}

export async function loginRoom(app: FastifyInstance, room: string, lastName: string): Promise<string> {
  const body = multipart({ hotelId: 137, type: 'resident', login: room, password: lastName });
  const response = await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...DEMO_HOST, ...body.headers }, payload: body.payload });
  const token = response.json<{ token?: string }>().token;
  if (!token) throw new Error(`login of ${room} failed: ${response.body}`);
  return token;
}

/** A form post, as the app sends the mobile key calls. */
export async function form<T = Record<string, unknown>>(app: FastifyInstance, url: string, fields: Record<string, string>) {
  const body = urlencoded(fields);
  const response = await app.inject({ method: 'POST', url, headers: { ...DEMO_HOST, ...body.headers }, payload: body.payload });
  return { status: response.statusCode, body: response.json<T & { result: number; message?: string }>() };
}
