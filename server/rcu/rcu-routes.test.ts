import { afterAll, describe, expect, it } from 'vitest';
import { register, roomToken } from '../test-support/in-room-calls';
import { DEMO_HOST, OPERATOR, SEASIDE_HOST, SEASIDE_OPERATOR, createTestApp, multipart } from '../test-support/test-app';

const { app, dump, close } = createTestApp();
afterAll(close);

async function guestToken(room = '101', lastName = 'Smith'): Promise<string> {
  const body = multipart({ hotelId: 137, deviceId: 'rcu-test', type: 'resident', login: room, password: lastName });
  const response = await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...DEMO_HOST, ...body.headers }, payload: body.payload });
  return response.json<{ token: string }>().token;
}

const query = (fields: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

async function state(fields: Record<string, unknown>, headers = DEMO_HOST) {
  const response = await app.inject({ url: `/rcu/state.php?${query(fields)}`, headers });
  return { status: response.statusCode, body: response.body.startsWith('{') ? response.json() : response.body, headers: response.headers };
}

async function push(fields: Record<string, unknown>) {
  const response = await app.inject({ url: `/rcu/push.php?${query(fields)}`, headers: DEMO_HOST });
  return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
}

async function controllerCall(method: 'GET' | 'POST', path: string, payload?: object) {
  const response = await app.inject({ method, url: `/operator/demo/rooms/101/controller${path}`, headers: OPERATOR, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const token = await guestToken();
const ceiling = { type: 'dimmer', room: '101', params: { device: 'ceiling' }, token };
const climate = { type: 'fcu', room: '101', params: { device: 'climate' }, token };

describe('rcu host', () => {
  it("reads a device, takes a push with 'OK' and reads the change back", async () => {
    expect(await state(ceiling)).toMatchObject({ status: 200, body: { state: 0 } });
    expect(await push({ ...ceiling, state: { state: 40 } })).toEqual({ status: 200, body: 'OK', type: 'text/plain; charset=utf-8' });
    const read = await state(ceiling);
    expect(read.body).toEqual({ state: 40 });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(await push({ ...climate, state: { temperature: 21, mode: 2, fan: 3 } })).toMatchObject({ status: 200, body: 'OK' });
    expect((await state(climate)).body).toMatchObject({ state: 1, mode: 2, temperature: 21, fan: 3, control: 1 });
  });

  it('lets an in-room token control its own room only', async () => {
    const sign = (await register(app)).body.sign ?? '';
    const room = (await roomToken(app, '101', { sign })).body.token ?? '';
    expect((await state({ ...ceiling, token: room })).status).toBe(200);
    expect(await state({ ...ceiling, room: '102', token: room })).toEqual(expect.objectContaining({ status: 403, body: { error: 'This token does not act for room 102' } }));
    const other = await guestToken('102', "O'Neil</script>");
    expect((await state({ ...ceiling, token: other })).status).toBe(403);
  });

  it.each([
    ['no token', { ...ceiling, token: undefined }, 400],
    ['an unknown token', { ...ceiling, token: 'not-a-token' }, 403],
    ["the hotel's base token", { ...ceiling, token: 'demo-base-token-not-a-secret' }, 403],
    ['a Mini type (the app removes Mini)', { ...ceiling, type: 'dimmerMini' }, 400],
    ['params that are not JSON', { ...ceiling, params: '{device' }, 400],
    ['params without a device', { ...ceiling, params: { kind: 'light' } }, 400],
    ['an unknown device', { ...ceiling, params: { device: 'sauna' } }, 404],
    ['a device of another type', { ...ceiling, type: 'sound' }, 404],
    ['an unknown room', { ...ceiling, room: '999' }, 404],
    ['an extra field', { ...ceiling, extra: '1' }, 400],
  ])('refuses %s', async (_what, fields, status) => {
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const before = dump();
    expect((await state(clean)).status).toBe(status);
    expect((await push({ ...clean, state: { state: 5 } })).status).toBe(status);
    expect(dump()).toEqual(before);
    expect((await state(ceiling)).body).not.toEqual({ state: 5 });
  });

  it.each([
    [{ state: 101 }],
    [{ state: 50.5 }],
    [{ mode: 1 }],
    ['not json'],
  ])('refuses the light change %j', async (change) => {
    expect((await push({ ...ceiling, state: change })).status).toBe(400);
  });

  it.each([[{ temperature: 40 }], [{ fan: 7 }], [{ state: 2 }], [{}], [{ language: 'en' }]])('refuses the climate change %j', async (change) => {
    expect((await push({ ...climate, state: change })).status).toBe(400);
  });

  it('stops curtains with mode 0 and sets the panel language', async () => {
    const curtains = { type: 'dimmer', room: '101', params: { device: 'curtains', kind: 'curtain' }, token };
    expect((await push({ ...curtains, state: { state: 0 } })).body).toBe('OK');
    expect((await state(curtains)).body).toMatchObject({ mode: 2, control: 1 });
    expect((await push({ ...curtains, state: { mode: 0 } })).body).toBe('OK');
    expect((await state(curtains)).body).toMatchObject({ mode: 0 });
    const panel = { type: 'language', room: '101', params: { device: 'panel' }, token };
    expect((await push({ ...panel, state: { language: 'zh-rCN' } })).body).toBe('OK');
    expect((await state(panel)).body).toEqual({ language: 'zh-rCN' });
  });

  it('answers the room alone as a reachability check, without a token', async () => {
    expect(await state({ room: '101' })).toMatchObject({ status: 200, body: { room: '101', reachable: true } });
    expect((await state({ room: '999' })).status).toBe(404);
    expect((await state({ room: '201' }, SEASIDE_HOST)).body).toEqual({ error: 'This hotel has no room control' });
  });
});

describe('operator: the room controller', () => {
  it('needs the operator token', async () => {
    const response = await app.inject({ url: '/operator/demo/rooms/101/controller' });
    expect(response.statusCode).toBe(401);
    const post = await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/controller/window', payload: { open: true } });
    expect(post.statusCode).toBe(401);
  });

  it("shows the room's devices with their state, window and faults", async () => {
    const { status, body } = await controllerCall('GET', '');
    expect(status).toBe(200);
    expect(body).toMatchObject({ room: '101', driver: 'simulator', reachable: true, window: { open: false }, faults: { unreachable: false, delayMs: 0 } });
    expect(body.devices.map((d: { id: string }) => d.id)).toEqual(['ceiling', 'curtains', 'climate', 'floor', 'speaker', 'panel']);
    expect(body.devices[1]).toMatchObject({ id: 'curtains', type: 'dimmer', kind: 'curtain', title: 'Curtains', state: { control: 1 } });
  });

  it('opens a window: climate pushes are refused with 409 and the state says control 0', async () => {
    expect((await controllerCall('POST', '/window', { open: true })).body.window).toEqual({ open: true });
    expect((await state(climate)).body).toMatchObject({ control: 0 });
    expect(await push({ ...climate, state: { temperature: 20 } })).toMatchObject({ status: 409, body: JSON.stringify({ error: 'A window is open' }) });
    expect((await push({ ...ceiling, state: { state: 10 } })).body).toBe('OK');
    await controllerCall('POST', '/window', { open: false });
    expect((await state(climate)).body).toMatchObject({ control: 1 });
  });

  it('makes the controller unreachable (504) and slow, and back', async () => {
    expect((await controllerCall('POST', '/faults', { unreachable: true })).body).toMatchObject({ reachable: false, faults: { unreachable: true, delayMs: 0 } });
    expect(await state(ceiling)).toMatchObject({ status: 504, body: { error: 'Room controller unreachable' } });
    expect((await push({ ...ceiling, state: { state: 10 } })).status).toBe(504);
    expect((await state({ room: '101' })).status).toBe(504);
    // The operator still sees the simulator behind the fault.
    expect((await controllerCall('GET', '')).body.devices[0].state).toEqual({ state: 10 });

    await controllerCall('POST', '/faults', { unreachable: false, delayMs: 300 });
    const started = Date.now();
    expect((await state(ceiling)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await controllerCall('POST', '/faults', { delayMs: 0 });
  });

  it.each([
    ['/window', { open: 'yes' }],
    ['/window', {}],
    ['/faults', { delayMs: 60_000 }],
    ['/faults', { delayMs: -1 }],
    ['/faults', {}],
    ['/faults', { unreachable: true, other: 1 }],
  ])('refuses %s %j with 400 and changes nothing', async (path, payload) => {
    expect((await controllerCall('POST', path, payload)).status).toBe(400);
    expect((await controllerCall('GET', '')).body).toMatchObject({ window: { open: false }, faults: { unreachable: false, delayMs: 0 } });
  });

  it('answers 404 for an unknown room and for a hotel without room control; an unknown hotel has no operator token', async () => {
    expect((await app.inject({ url: '/operator/demo/rooms/999/controller', headers: OPERATOR })).statusCode).toBe(404);
    expect((await app.inject({ url: '/operator/nowhere/rooms/101/controller', headers: OPERATOR })).statusCode).toBe(401);
    expect((await app.inject({ url: '/operator/seaside/rooms/201/controller', headers: SEASIDE_OPERATOR })).json()).toEqual({ error: 'This hotel has no room control' });
  });
});
