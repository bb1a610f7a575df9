import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../test-support/test-app';
import { createDoorApp, loginRoom } from '../test-support/door-fixture';
import { post } from '../orders/commerce-fixture';

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
