import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, OPERATOR } from '../test-support/test-app';
import { createDoorApp, loginRoom } from '../test-support/door-fixture';
import { post } from '../orders/commerce-fixture';

const { app, dump, close } = createDoorApp();
afterAll(close);

const get = (url: string) => app.inject({ method: 'GET', url, headers: DEMO_HOST }).then((r) => ({ status: r.statusCode, body: r.json<Record<string, unknown> & { result: number }>() }));
const signature = { width: 300, height: 150, strokes: [{ points: [[10, 10, 0.5, 0], [60, 40, 0.5, 20]] }] };
const device = { hotelId: 137, deviceId: 'phone-1', deviceOSVersion: 'Android 15', deviceModel: 'Pixel', deviceType: 6 };

describe('the guest app QR: getAuthTag and the tag login', () => {
  it('gives a short-lived tag that logs a phone in as the guest once', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    const { body } = await get(`/api/getAuthTag?token=${encodeURIComponent(token)}`);
    expect(body).toEqual({ result: 0, tag: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), expiresInMs: 120_000 });
    expect(body.tag).not.toBe(token);
    const login = await post(app, '/api/authTagLogin', { tag: body.tag, ...device });
    expect(login.body).toMatchObject({ result: 0, token: expect.any(String), data: { guestName: 'Smith', room: '101' }, lang: 'en' });
    expect((await post(app, '/api/checkAuth', { token: login.body.token })).body).toMatchObject({ result: 0, authType: 'web' });
    expect((await post(app, '/api/authTagLogin', { tag: body.tag, ...device })).body).toEqual({ result: 2 });
  });

  it('refuses a tag of a guest who has left, a made-up tag, an unknown token and another hotel id', async () => {
    const token = await loginRoom(app, '104', 'Salt');
    const { body } = await get(`/api/getAuthTag?token=${encodeURIComponent(token)}`);
    await app.inject({ method: 'POST', url: '/operator/demo/rooms/104/checkout', headers: OPERATOR, payload: {} });
    expect((await post(app, '/api/authTagLogin', { tag: body.tag, ...device })).body).toEqual({ result: 2 });
    expect((await post(app, '/api/authTagLogin', { tag: 'x'.repeat(32), ...device })).body).toEqual({ result: 2 });
    expect((await get('/api/getAuthTag?token=nope')).body).toEqual({ result: 2 });
    expect((await post(app, '/api/authTagLogin', { tag: 'x'.repeat(32), ...device, hotelId: 204 })).status).toBe(400);
  });
});

describe('the check-in link and the online check-in page', () => {
  it('links to the demo check-in page on the same host, which shows the stay and its registration card', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    const { body } = await get(`/api/getCheckinURL?token=${encodeURIComponent(token)}`);
    expect(body).toEqual({ result: 0, url: expect.stringMatching(/^http:\/\/demo\.localhost:8080\/checkin\/[A-Za-z0-9_-]{32}$/) });
    const tag = String(body.url).split('/').at(-1);
    expect((await get(`/api/checkin/${tag}?lang=de`)).body).toEqual({
      result: 0,
      data: {
        hotelName: 'Demo', room: '101', checkInDate: null, checkOutDate: null,
        guest: { title: 'Ms', firstName: 'Test', lastName: 'Smith', email: '', phone: '' },
        arrivalTime: null, registrationCard: { documentId: 901, title: 'de registration card', text: 'de: I agree to the house rules.' }, completedAt: null,
      },
    });
  });

  it('completes the check-in with details, arrival time and the signed card, which the front desk sees', async () => {
    const token = await loginRoom(app, '102', 'Jones');
    const tag = String((await get(`/api/getCheckinURL?token=${encodeURIComponent(token)}`)).body.url).split('/').at(-1);
    const done = await post(app, `/api/checkin/${tag}`, { firstName: 'Ann', lastName: 'Jones', email: 'ann@example.com', phone: '+441234567890', arrivalTime: '15:30', lang: 'en', signature });
    expect(done.body).toEqual({ result: 0 });
    const stay = (await get(`/api/checkin/${tag}`)).body.data as Record<string, unknown>;
    expect(stay).toMatchObject({ arrivalTime: '15:30', guest: { firstName: 'Ann', email: 'ann@example.com', phone: '+441234567890' }, completedAt: expect.any(Number) });
    const signed = (await app.inject({ method: 'GET', url: '/operator/demo/esign?room=102', headers: OPERATOR })).json<{ documents: Record<string, unknown>[] }>().documents;
    expect(signed[0]).toMatchObject({ source: 'checkin', documentId: 901, document: { guest: { firstName: 'Ann', lastName: 'Jones' } } });
  });

  it.each([
    [{ arrivalTime: '25:00' }], [{ email: 'not-an-email' }], [{ phone: '12345' }], [{ firstName: '' }], [{ signature: { width: 10, height: 10, strokes: [] } }],
  ])('refuses %j with 400 and result 1, writing nothing', async (change) => {
    const token = await loginRoom(app, '101', 'Smith');
    const tag = String((await get(`/api/getCheckinURL?token=${encodeURIComponent(token)}`)).body.url).split('/').at(-1);
    const before = dump();
    const body = { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+441234567890', arrivalTime: '14:00', lang: 'en', signature, ...change };
    expect((await post(app, `/api/checkin/${tag}`, body)).status).toBe(400);
    expect([dump().online_checkins, dump().signed_documents]).toEqual([before.online_checkins, before.signed_documents]);
  });

  it('answers an unknown link with result 2', async () => {
    expect((await get(`/api/checkin/${'y'.repeat(32)}`)).body).toEqual({ result: 2 });
    expect((await get('/api/checkin/bad!tag')).body).toEqual({ result: 2 });
    expect((await get('/api/getCheckinURL?token=nope')).body).toEqual({ result: 2 });
  });
});
