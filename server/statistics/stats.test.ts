import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_HOST, OPERATOR, SEASIDE_HOST } from '../test-support/test-app';

const { app, dump, close } = createTestApp();
afterAll(close);

const post = (payload: unknown, headers: Record<string, string> = DEMO_HOST) =>
  app.inject({ method: 'POST', url: '/stat/pages/', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describe('page statistics', () => {
  it('adds what a room device sends, per room, hour and page; the operator reads it', async () => {
    expect((await post({ room: '101', hotelId: 137, data: { 3600: { 20: 2, 30: 1 } } })).statusCode).toBe(200);
    expect((await post({ room: '101', hotelId: 137, data: { 3600: { 20: 1 }, 7200: { 20: 1 } } })).statusCode).toBe(200);
    const stats = (await app.inject({ url: '/operator/demo/stats', headers: OPERATOR })).json().stats;
    expect(stats).toEqual([
      { room: '101', hour: 3600, pageId: '20', views: 3 },
      { room: '101', hour: 3600, pageId: '30', views: 1 },
      { room: '101', hour: 7200, pageId: '20', views: 1 },
    ]);
  });

  it('refuses counters of another hotel, an unknown room, odd hours and junk, writing nothing', async () => {
    const before = dump();
    for (const [payload, headers] of [
      [{ room: '101', hotelId: 204, data: {} }, DEMO_HOST],
      [{ room: '101', hotelId: 137, data: {} }, SEASIDE_HOST],
      [{ room: '999', hotelId: 137, data: { 3600: { 1: 1 } } }, DEMO_HOST],
      [{ room: '101', hotelId: 137, data: { 3601: { 1: 1 } } }, DEMO_HOST],
      [{ room: '101', hotelId: 137, data: { 3600: { 1: 0 } } }, DEMO_HOST],
      [{ room: '101', hotelId: 137, data: { 3600: { x: 1 } } }, DEMO_HOST],
      [{ room: '101', hotelId: 137, data: Object.fromEntries(Array.from({ length: 49 }, (_, i) => [String(i * 3600), { 1: 1 }])) }, DEMO_HOST],
    ] as const) {
      expect([400, 404]).toContain((await post(payload, headers)).statusCode);
    }
    expect((await app.inject({ url: '/operator/demo/stats' })).statusCode).toBe(401);
    expect(dump()).toEqual(before);
  });
});
