import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudgeApp, fillPath, type JudgeApp } from '../test-support/judge-fixture';
import { GUEST_CALLS, PUBLIC_CALLS, PUBLIC_PREFIXES, routeKey, type Caller } from '../test-support/route-samples';
import { DEMO_HOST, OPERATOR_TOKEN, SEASIDE_HOST, SEASIDE_OPERATOR_TOKEN } from '../test-support/test-app';

let judge: JudgeApp;
beforeAll(async () => {
  judge = await createJudgeApp();
}, 60_000);
afterAll(() => judge.close());

const isOperator = (url: string) => url.startsWith('/operator/');
const isPublic = (key: string, url: string) => key in PUBLIC_CALLS || PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix);

describe('the route list', () => {
  it('holds every call, and each call of the api and pay hosts is judged or public with its reason', () => {
    const keys = [...new Set(judge.routes.map((r) => routeKey(r.method, r.url)))];
    expect(keys.length).toBeGreaterThan(40);
    const unjudged = judge.routes
      .filter((r) => !isOperator(r.url) && !isPublic(routeKey(r.method, r.url), r.url) && !(routeKey(r.method, r.url) in GUEST_CALLS))
      .map((r) => routeKey(r.method, r.url));
    expect(unjudged, 'add each to GUEST_CALLS (server/test-support/route-samples.ts), or to PUBLIC_CALLS with its reason').toEqual([]);
    const stale = Object.keys(GUEST_CALLS).filter((key) => !keys.includes(key));
    expect(stale, 'samples of calls that no longer exist').toEqual([]);
  });
});

describe('operator calls', () => {
  it('answer 401 to no token, a wrong token and another hotel\'s token, and write nothing', async () => {
    const operatorRoutes = judge.routes.filter((r) => isOperator(r.url) && r.method !== 'HEAD');
    expect(operatorRoutes.length).toBeGreaterThan(8);
    let pairs = 0;
    for (const route of operatorRoutes) {
      for (const [hotel, foreign] of [['demo', SEASIDE_OPERATOR_TOKEN], ['seaside', OPERATOR_TOKEN]] as const) {
        const url = fillPath(route.url, { hotel, room: hotel === 'demo' ? '101' : '201', id: '1' });
        for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${foreign}`, foreign]) {
          const before = judge.snapshot();
          const response = await judge.app.inject({
            method: route.method as 'GET' | 'POST',
            url,
            headers: authorization ? { authorization } : {},
            ...(route.method === 'POST' ? { payload: {} } : {}),
          });
          expect([response.statusCode, `${route.method} ${url} with ${authorization}`]).toEqual([401, `${route.method} ${url} with ${authorization}`]);
          expect(judge.snapshot()).toBe(before);
          pairs++;
        }
      }
    }
    console.log(`isolation: ${pairs} operator requests without the hotel's own token, all 401`);
  });
});

describe('guest and room calls', () => {
  type CallerKind = 'another hotel\'s guest' | 'another hotel\'s base token' | 'another room\'s guest' | 'another room\'s tablet' | 'the base token' | 'the victim at another hotel';
  const KINDS: CallerKind[] = ['another hotel\'s guest', 'another hotel\'s base token', 'the base token', 'the victim at another hotel', 'another room\'s tablet', 'another room\'s guest'];

  async function callerOf(kind: CallerKind): Promise<{ caller: Caller; host: Record<string, string> }> {
    const device = await judge.attackers.otherRoomDevice();
    const as = (token: string, host = DEMO_HOST) => ({ caller: { token, device }, host });
    switch (kind) {
      case 'another hotel\'s guest':
        return as(await judge.attackers.otherHotelGuest());
      case 'another hotel\'s base token':
        return as(judge.attackers.otherHotelBase);
      case 'the base token':
        return as(judge.attackers.base);
      case 'the victim at another hotel':
        return { caller: { token: judge.victim.web, device: judge.victim.device }, host: SEASIDE_HOST };
      case 'another room\'s tablet':
        return as(device.token);
      case 'another room\'s guest':
        return as(await judge.attackers.otherRoomGuest());
    }
  }

  it('refuse, or answer only the caller\'s own things: the victim\'s rows never change and no answer names them', async () => {
    // Checkout by another room's guest checks that room out: it goes last, so the other pairs still have that guest.
    const keys = Object.keys(GUEST_CALLS).sort((a, b) => Number(a.endsWith('remoteCheckout')) - Number(b.endsWith('remoteCheckout')));
    let pairs = 0;
    for (const key of keys) {
      for (const kind of KINDS) {
        const { caller, host } = await callerOf(kind);
        for (const sample of [GUEST_CALLS[key]!(caller, judge.victim)].flat()) {
          const before = judge.victimRows();
          const response = await judge.app.inject({ method: sample.method, url: sample.url, headers: { ...host, ...sample.headers }, payload: sample.payload });
          const where = `${key} by ${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(judge.victimRows(), where).toBe(before);
          for (const marker of judge.victim.markers) expect(response.body, where).not.toContain(marker);
          const listed = (response.json() as { data?: unknown }).data;
          if (Array.isArray(listed)) {
            const ids = listed.map((item) => (item as { id?: unknown }).id);
            expect(ids, where).not.toContain(judge.victim.orderId);
            expect(ids, where).not.toContain(judge.victim.onlineOrderId);
          }
          pairs++;
        }
      }
    }
    console.log(`isolation: ${pairs} guest and room requests by somebody other than the victim, none reached them`);
  }, 60_000);

  it('the victim\'s own tokens still work after all that (the checks above judged a live victim)', async () => {
    const list = await judge.app.inject({ method: 'POST', url: '/api/orderList', headers: DEMO_HOST, payload: { token: judge.victim.web } });
    expect(list.json().data.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([judge.victim.orderId, judge.victim.onlineOrderId]));
    const tablet = await judge.app.inject({ method: 'POST', url: '/api/checkAuth', headers: DEMO_HOST, payload: { token: judge.victim.device.token } });
    expect(tablet.json()).toEqual({ result: 0, authType: 'inRoom' });
  });
});
