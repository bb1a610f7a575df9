import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketingResponse } from '../../common/api/marketing';
import { createCommerceApp, webLogin } from '../orders/commerce-fixture';
import { realtimeSession } from '../test-support/realtime-client';
import { DEMO_HOST, OPERATOR, SEASIDE_HOST } from '../test-support/test-app';

const { app, dump, close } = createCommerceApp();
afterAll(close);
let smith = '';
beforeAll(async () => {
  smith = await webLogin(app);
});

const spa = {
  type: 'alert', devices: ['web', 'mobile'], duration: 5000, link: '30',
  blocks: { en: { title: 'Spa evening', text: 'Dear {username}, 20 % off tonight.' }, ru: { title: 'Вечер в спа', text: '{username}, скидка 20 % сегодня.' } },
};
const send = (payload: unknown, headers: Record<string, string> = OPERATOR) =>
  app.inject({ method: 'POST', url: '/operator/demo/marketing', headers, payload: payload as object });
const get = (token: string, headers: Record<string, string> = DEMO_HOST) =>
  app.inject({ url: `/api/marketing?cmd=get&token=${encodeURIComponent(token)}`, headers });

describe('marketing notifications', () => {
  it('the operator sends one: every guest staying is told on their channel, and it is handed out for a day', async () => {
    const phone = await realtimeSession(app, smith);
    const told = phone.next('token');
    const sent = await send(spa);
    expect(sent.statusCode).toBe(201);
    const { notification } = sent.json<{ notification: { id: number; create: number } }>();
    expect(notification).toMatchObject({ ...spa, id: expect.any(Number), create: expect.any(Number) });
    const answer = (await get(smith)).json<MarketingResponse>();
    expect(answer).toMatchObject({ result: 0, data: [expect.objectContaining({ id: notification.id, type: 'alert', duration: 5000 })] });
    expect((await get('')).json<MarketingResponse>().data).toHaveLength(1);
    expect((await get('', SEASIDE_HOST)).json<MarketingResponse>().data).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1);
    expect((await get('')).json<MarketingResponse>().data).toEqual([]);
    vi.useRealTimers();
    expect(await told).toEqual([expect.objectContaining({ cmd: 'marketing', data: { id: notification.id } })]);
  });

  it('answers a non-zero result to an unknown token (the app only logs it)', async () => {
    expect((await get('nobody')).json()).toMatchObject({ result: 3 });
  });

  it('refuses a malformed notification and writes nothing', async () => {
    const before = dump();
    for (const bad of [
      { ...spa, type: 'popup' },
      { ...spa, devices: [] },
      { ...spa, devices: ['fridge'] },
      { ...spa, duration: -1 },
      { ...spa, duration: 3_600_000 },
      { ...spa, blocks: {} },
      { ...spa, blocks: { english: { title: 'x', text: 'y' } } },
      { ...spa, blocks: { en: { title: '', text: 'y' } } },
      { ...spa, extra: true },
    ]) {
      expect((await send(bad)).statusCode).toBe(400);
    }
    expect((await send(spa, {})).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/marketing?cmd=delete', headers: DEMO_HOST })).statusCode).toBe(400);
    expect(dump()).toEqual(before);
  });
});
