import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImMessage, ImResponse, OperatorMessage } from '../../common/api/messages';
import { createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { MAC_A, register, roomToken } from '../test-support/in-room-calls';
import { OPERATOR, SEASIDE_HOST, urlencoded, DEMO_HOST } from '../test-support/test-app';

const { app, dump, close } = createCommerceApp();
afterAll(close);

let smith = '';
let jones = '';
let room = '';
beforeAll(async () => {
  smith = await webLogin(app);
  jones = await webLogin(app, '102', 'Jones');
  const registration = await register(app);
  room = (await roomToken(app, '101', { sign: registration.body.sign ?? '', roomNumber: '101', mac: MAC_A })).body.token ?? '';
});

const im = (payload: object) => post<ImResponse>(app, '/api/jsonapi/im', payload);
const operatorSend = (roomNumber: string, payload: object) =>
  app.inject({ method: 'POST', url: `/operator/demo/rooms/${roomNumber}/messages`, headers: OPERATOR, payload });
const conversation = async (roomNumber = '101') =>
  (await app.inject({ url: `/operator/demo/rooms/${roomNumber}/messages`, headers: OPERATOR })).json<{ messages: OperatorMessage[]; recipients: { id: string; titles: Record<string, string> }[] }>();

describe('messages between a guest and the hotel', () => {
  it('the guest sends to reception (form data, as the spec calls it); a retry with the same clientId sends once', async () => {
    const form = urlencoded({ token: smith, cmd: 'send', categoryId: 'reception', text: 'Could I have two more towels?', clientId: 'c-1' });
    const first = await app.inject({ method: 'POST', url: '/api/jsonapi/im', headers: { ...DEMO_HOST, ...form.headers }, payload: form.payload });
    expect(first.json<ImResponse>()).toMatchObject({ result: 0, message: { categoryId: 'reception', fromGuest: true, wasRead: false, text: 'Could I have two more towels?' } });
    const again = await im({ token: smith, cmd: 'send', categoryId: 'reception', text: 'Could I have two more towels?', clientId: 'c-1' });
    expect(again.body.message?.id).toBe(first.json<ImResponse>().message?.id);
    expect((await conversation()).messages.filter((m) => m.fromGuest)).toHaveLength(1);
  });

  it('the operator replies: the guest has one unread from reception, reads it, and the count clears', async () => {
    const reply = await operatorSend('101', { recipientId: 'reception', text: 'On their way!' });
    expect(reply.statusCode).toBe(201);
    const reading = await im({ token: smith, cmd: 'read', categoryId: 'reception' });
    expect(reading.body.messageList?.map((m) => [m.fromGuest, m.text, m.wasRead])).toEqual([
      [true, 'Could I have two more towels?', true],
      [false, 'On their way!', false],
    ]);
    expect(reading.body.unreadMessagesCountByRecipient).toEqual({ reception: 1 });
    const newest = reading.body.messageList?.at(-1) as ImMessage;
    expect(reading.body.lastMessageId).toBe(newest.id);
    const marked = await post<ImResponse>(app, '/api/jsonapi/imRead', { token: smith, id: newest.id });
    expect(marked.body).toMatchObject({ result: 0, unreadMessagesCountByRecipient: {} });
    expect((await conversation()).messages.every((m) => m.wasRead)).toBe(true);
  });

  it('the room tablet reads the same conversation as the guest living there; only what came after lastId', async () => {
    const all = (await im({ token: room, cmd: 'read', categoryId: 'reception' })).body.messageList ?? [];
    expect(all).toHaveLength(2);
    const after = await im({ token: room, cmd: 'read', categoryId: 'reception', lastId: all[0]?.id });
    expect(after.body.messageList?.map((m) => m.text)).toEqual(['On their way!']);
  });

  it("keeps each guest to their own conversations and hotel", async () => {
    expect((await im({ token: jones, cmd: 'read', categoryId: 'reception' })).body.messageList).toEqual([]);
    const smithMessage = (await conversation()).messages[0] as OperatorMessage;
    expect((await post(app, '/api/jsonapi/imRead', { token: jones, id: smithMessage.id })).status).toBe(400);
    expect((await post(app, '/api/jsonapi/im', { token: smith, cmd: 'read' }, SEASIDE_HOST)).body).toEqual({ result: 3 });
  });

  it('lists recipients with names in every content language', async () => {
    const { recipients } = await conversation();
    expect(recipients.map((r) => r.id)).toEqual(['reception', 'concierge']);
    expect(recipients[0]?.titles).toEqual({ en: 'Reception (en)', de: 'Reception (de)' });
  });

  it('refuses bad input with result 1 and writes nothing; a revoked token gets 3', async () => {
    const before = dump();
    for (const payload of [
      { token: smith, cmd: 'send', categoryId: 'spa', text: 'hi', clientId: 'x' },
      { token: smith, cmd: 'send', categoryId: 'reception', text: '', clientId: 'x' },
      { token: smith, cmd: 'send', categoryId: 'reception', text: 'x'.repeat(2001), clientId: 'x' },
      { token: smith, cmd: 'send', categoryId: 'reception', text: 'hi', clientId: '../../' },
      { token: smith, cmd: 'delete' },
      { token: smith, cmd: 'read', lastId: -1 },
    ]) {
      const answer = await im(payload);
      expect([answer.status, answer.body.result]).toEqual([400, 1]);
    }
    expect((await operatorSend('101', { recipientId: 'reception', text: '' })).statusCode).toBe(400);
    expect((await operatorSend('104', { recipientId: 'reception', text: 'hello?' })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/messages', payload: { recipientId: 'reception', text: 'x' } })).statusCode).toBe(401);
    expect(dump()).toEqual(before);
    expect((await im({ token: 'revoked', cmd: 'read' })).body).toEqual({ result: 3 });
  });
});
