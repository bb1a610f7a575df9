import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './test-support/in-room-calls';
import { DEMO_HOST, OPERATOR, createTestApp, multipart } from './test-support/test-app';

const { app, dump, close } = createTestApp();
afterAll(close);
beforeAll(async () => {
  expect((await register(app)).body.result).toBe(0);
});

interface Endpoint {
  url: string;
  headers: Record<string, string>;
  valid: Record<string, string | number | boolean>;
  unknownHotel: { url: string; headers: Record<string, string>; status?: number };
  result?: number;
}

const inRoom = { hotelId: 137, mac: '02:00:00:00:00:55', manufacturer: 'inroom' };
const ENDPOINTS: Record<string, Endpoint> = {
  weblogin: {
    url: '/api/weblogin', headers: DEMO_HOST, result: 1,
    valid: { hotelId: 137, type: 'notResident', login: '+447700900555', password: '' },
    unknownHotel: { url: '/api/weblogin', headers: { host: 'nowhere.localhost' } },
  },
  registration: {
    url: '/api/registration', headers: DEMO_HOST, result: 6,
    valid: { ...inRoom, v: 2, ip: '10.0.0.7', roomNumber: '103', tvIndex: '0' },
    unknownHotel: { url: '/api/registration', headers: { host: 'nowhere.localhost' } },
  },
  token: {
    url: '/api/token?101', headers: DEMO_HOST, result: 6,
    valid: { ...inRoom, deviceType: 5, sign: 'x' },
    unknownHotel: { url: '/api/token?101', headers: { host: 'nowhere.localhost' } },
  },
  errors: {
    url: '/api/errors', headers: DEMO_HOST, valid: { message: 'boom' },
    unknownHotel: { url: '/api/errors', headers: { host: 'nowhere.localhost' } },
  },
  installationMode: {
    url: '/operator/demo/installation-mode', headers: OPERATOR, valid: { on: false },
    unknownHotel: { url: '/operator/nowhere/installation-mode', headers: OPERATOR, status: 401 },
  },
  checkin: {
    url: '/operator/demo/rooms/103/checkin', headers: OPERATOR, valid: { guestName: 'New' },
    unknownHotel: { url: '/operator/nowhere/rooms/103/checkin', headers: OPERATOR, status: 401 },
  },
  checkout: {
    url: '/operator/demo/rooms/101/checkout', headers: OPERATOR, valid: {},
    unknownHotel: { url: '/operator/nowhere/rooms/101/checkout', headers: OPERATOR, status: 401 },
  },
  clearRegistration: {
    url: '/operator/demo/rooms/101/clear-registration', headers: OPERATOR, valid: {},
    unknownHotel: { url: '/operator/nowhere/rooms/101/clear-registration', headers: OPERATOR, status: 401 },
  },
};

const json = { 'content-type': 'application/json' };
const boundary = 'multipart/form-data; boundary=xyz';
const BAD_BODIES: Record<string, { headers: Record<string, string>; payload: string }> = {
  'malformed JSON': { headers: json, payload: '{"login": "101", ' },
  'JSON with __proto__': { headers: json, payload: '{"__proto__": {"admin": true}}' },
  'a JSON array': { headers: json, payload: '[1, 2, 3]' },
  'JSON null': { headers: json, payload: 'null' },
  'broken multipart': { headers: { 'content-type': boundary }, payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated' },
  'multipart without a boundary': { headers: { 'content-type': 'multipart/form-data' }, payload: 'a=b' },
  'a multipart file part': {
    headers: { 'content-type': boundary },
    payload: '--xyz\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--xyz--\r\n',
  },
  'an oversized field': multipart({ message: 'x'.repeat(5000), login: 'x'.repeat(5000), guestName: 'x'.repeat(5000) }),
  'an oversized body': { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'x'.repeat(70_000)}` },
  'an unsupported content type': { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
};
const MISSING_FIELDS: Record<string, { headers: Record<string, string>; payload: string }> = {
  'an empty form': { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
  'an empty JSON object': { headers: json, payload: '{}' },
};

describe.each(Object.entries(ENDPOINTS))('bad input to %s', (_name, endpoint) => {
  async function expectRejected(request: { url: string; headers: Record<string, string>; payload?: string }, status?: number) {
    const before = dump();
    const response = await app.inject({ method: 'POST', ...request });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    if (status) expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(typeof body.error).toBe('string');
    if (endpoint.result !== undefined && response.statusCode !== 404 && response.statusCode !== 401) expect(body.result).toBe(endpoint.result);
    expect(dump()).toEqual(before);
  }

  it.each(Object.entries(BAD_BODIES))('%s gets an error and changes nothing', async (_kind, bad) => {
    await expectRejected({ url: endpoint.url, headers: { ...endpoint.headers, ...bad.headers }, payload: bad.payload });
  });

  it.each(Object.entries(MISSING_FIELDS))('%s gets an error and changes nothing', async (_kind, bad) => {
    if (Object.keys(endpoint.valid).length === 0) return;
    await expectRejected({ url: endpoint.url, headers: { ...endpoint.headers, ...bad.headers }, payload: bad.payload }, 400);
  });

  it('an unknown hotel gets 404 (401 from the operator API) and changes nothing', async () => {
    const { status = 404, ...unknown } = endpoint.unknownHotel;
    await expectRejected({ ...unknown, headers: { ...unknown.headers, ...json }, payload: JSON.stringify(endpoint.valid) }, status);
  });
});

describe('bad queries', () => {
  it.each([
    ['/api/hotel', 400], ['/api/hotel?name=', 400], ['/api/adminSettings?hotelId=-1', 400], ['/api/adminSettings?hotelId[]=1', 400],
    ['/static/nowhere/config.json', 404], ['/content/nowhere-0/c/lang.json', 404], ['/content/demo-137/c/struct/struct_en.json.bak', 404],
  ])('GET %s answers %i with a JSON error', async (url, status) => {
    const before = dump();
    const response = await app.inject({ url, headers: DEMO_HOST });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().error).toBe('string');
    expect(dump()).toEqual(before);
  });
});
