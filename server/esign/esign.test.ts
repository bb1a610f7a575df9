import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../test-support/test-app';
import { createDoorApp, loginRoom } from '../test-support/door-fixture';
import { post } from '../orders/commerce-fixture';
import { importSealKey, open } from '../../common/realtime/seal';

const { app, dump, close } = createDoorApp();
afterAll(close);

const signature = { width: 320, height: 160, strokes: [{ points: [[10, 20, 0.5, 0], [40.5, 60, 0.5, 16], [80, 30, 0.5, 33]] }, { points: [[100, 100, 0.5, 0]] }] };

/** Canonical JSON with sorted keys, written out here to pin the hash the contract promises. */
const canonical = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object' ? `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
      : JSON.stringify(value);

describe('e-sign', () => {
  it('stores the document as shown with the guest details, the points, a SHA-256 of both and the time', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    const before = Date.now();
    const { body } = await post(app, '/api/esign/sign', { token, documentId: 901, lang: 'de', signature });
    expect(body).toEqual({ result: 0, data: { id: expect.any(Number), documentId: 901, title: 'de registration card', hash: expect.stringMatching(/^[0-9a-f]{64}$/), signedAt: expect.any(Number) } });
    const data = body.data as { id: number; hash: string; signedAt: number };
    expect(data.signedAt).toBeGreaterThanOrEqual(before);

    const stored = (await app.inject({ method: 'GET', url: `/operator/demo/esign/${data.id}`, headers: OPERATOR })).json<{ document: Record<string, unknown> }>().document;
    expect(stored).toMatchObject({ room: '101', guestName: 'Test Smith', source: 'app', signature });
    const document = { documentId: 901, lang: 'de', title: 'de registration card', text: 'de: I agree to the house rules.', guest: { title: 'Ms', firstName: 'Test', lastName: 'Smith', room: '101', checkInDate: null, checkOutDate: null } };
    expect(stored.document).toEqual(document);
    expect(data.hash).toBe(createHash('sha256').update(`${canonical(document)}\n${canonical(signature)}`).digest('hex'));
  });

  it('lists the newest signatures first, by room when asked', async () => {
    const token = await loginRoom(app, '104', 'Salt');
    await post(app, '/api/esign/sign', { token, documentId: 902, lang: 'en', signature });
    const all = (await app.inject({ method: 'GET', url: '/operator/demo/esign', headers: OPERATOR })).json<{ documents: { room: string; title: string }[] }>().documents;
    expect(all.map((d) => [d.room, d.title])).toEqual([['104', 'en spa waiver'], ['101', 'de registration card']]);
    const room = (await app.inject({ method: 'GET', url: '/operator/demo/esign?room=101', headers: OPERATOR })).json<{ documents: unknown[] }>().documents;
    expect(room).toHaveLength(1);
  });

  it('answers an unknown document or a list item that is not one with result 1, and a bad token with 2', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    expect((await post(app, '/api/esign/sign', { token, documentId: 903, lang: 'en', signature })).body).toEqual({ result: 1, message: 'No such document' });
    expect((await post(app, '/api/esign/sign', { token: 'nope', documentId: 901, lang: 'en', signature })).body).toEqual({ result: 2 });
  });

  it.each([
    ['no strokes', { ...signature, strokes: [] }],
    ['an empty stroke', { ...signature, strokes: [{ points: [] }] }],
    ['a pressure above 1', { ...signature, strokes: [{ points: [[1, 1, 2, 0]] }] }],
    ['too many points', { ...signature, strokes: [{ points: Array.from({ length: 2501 }, (_, i) => [1, 1, 0.5, i]) }] }],
    ['a canvas of no size', { ...signature, width: 0 }],
    ['a point that is not a number', { ...signature, strokes: [{ points: [['1', 1, 0.5, 0]] }] }],
  ])('refuses %s with 400 and result 1, writing nothing', async (_name, bad) => {
    const token = await loginRoom(app, '101', 'Smith');
    const before = dump();
    const { status, body } = await post(app, '/api/esign/sign', { token, documentId: 901, lang: 'en', signature: bad });
    expect([status, body.result]).toEqual([400, 1]);
    expect(dump().signed_documents).toEqual(before.signed_documents);
  });

  it('keeps signed documents behind the operator token', async () => {
    expect((await app.inject({ method: 'GET', url: '/operator/demo/esign' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/operator/demo/esign/99999', headers: OPERATOR })).statusCode).toBe(404);
  });
});

describe("the front desk's signing request", () => {
  const ask = (room: string, payload: unknown, headers: Record<string, string> = OPERATOR) =>
    app.inject({ method: 'POST', url: `/operator/demo/rooms/${room}/esign`, headers, payload: payload as object });

  it("publishes the esign command on the stay's room channel, which the room's devices open", async () => {
    const token = await loginRoom(app, '106', 'Seos');
    const session = (await post<{ channels: { roomR: string }; keys: Record<string, string> }>(app, '/api/realtime/session', { token })).body;
    const roomR = session.channels.roomR;
    const answer = await ask('106', { documentId: 901 });
    expect(answer.json()).toEqual({ published: true, documentId: 901, listening: false });
    const messages = (await app.inject({ url: `/queue/subv2/${roomR}?time=${encodeURIComponent(new Date(0).toUTCString())}&tag=0`, headers: { host: 'demo.localhost:8080' } })).json<{ channel: string; text: { c: string } }[]>();
    const key = await importSealKey(session.keys[roomR] ?? '');
    const commands = await Promise.all(messages.map((m) => open(key!, m.channel, m.text.c)));
    expect(commands.at(-1)).toMatchObject({ cmd: 'esign', data: { documentId: '901' }, from: { device: 'server' } });
  });

  it('refuses an unknown document or room (404), a vacant room (409), bad input (400) and no operator token (401)', async () => {
    expect((await ask('101', { documentId: 903 })).statusCode).toBe(404);
    expect((await ask('999', { documentId: 901 })).statusCode).toBe(404);
    expect((await ask('107', { documentId: 901 })).statusCode).toBe(409);
    expect((await ask('101', { documentId: '901' })).statusCode).toBe(400);
    expect((await ask('101', { documentId: 901, extra: 1 })).statusCode).toBe(400);
    expect((await ask('101', { documentId: 901 }, {})).statusCode).toBe(401);
  });
});
