import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '../../common/api/commerce';
import { BASE_TOKEN, burgerOrder, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import Fastify from 'fastify';
import { appContext } from '../app-context';
import { registerWebLoginRoute } from '../auth/web-login-route';
import { openDatabase } from '../db/open-database';
import { seedHotels } from '../db/seed';
import type { HotelEvent } from '../events/hotel-events';
import { loadHotels } from '../hotels/load-hotels';
import { registerFormBodies } from '../http/form-body';
import { createCommerceResources } from '../orders/commerce-fixture';
import { register, roomToken } from '../test-support/in-room-calls';
import { removeTempDirs, tempDataDir } from '../test-support/fixture-resources';
import { registerFolioRoutes } from './folio-routes';
import { DEMO_HOST } from '../test-support/test-app';

const { app, close } = createCommerceApp();
afterAll(close);
let smith = '';
let jones = '';
beforeAll(async () => {
  smith = await webLogin(app);
  jones = await webLogin(app, '102', 'Jones');
});

const bill = (token: string) => post<{ data?: Bill }>(app, '/api/viewbill', { token });
const order = async (token: string, extra: Record<string, unknown>) => (await post(app, '/api/orderCreate', burgerOrder(token, extra))).body.orderId as string;

describe('viewbill', () => {
  it('shows the seeded folio of the guest, with nothing paid', async () => {
    expect((await bill(smith)).body).toEqual({
      result: 0,
      data: {
        room: '101', guestName: 'Test Smith', checkedOut: false, totalMinor: 20150, paidMinor: 0, balanceMinor: 20150,
        lines: [
          { date: '2026-11-20', title: 'Room 101, night 1', amountMinor: 18900, code: 'room-night', params: { room: '101', night: 1 } },
          { date: '2026-11-21', title: 'Minibar', amountMinor: 1250, code: 'minibar' },
        ],
      },
    });
    expect((await bill(jones)).body.data).toMatchObject({ lines: [], totalMinor: 0, balanceMinor: 0 });
  });

  it('adds room charges and online-paid orders, not canceled, unpaid, cash or other guests\' orders', async () => {
    const pos = await order(smith, { paymentMethod: 'pos' });
    const canceled = await order(smith, { paymentMethod: 'pos' });
    await post(app, '/api/orderCancel', { token: smith, orderId: canceled });
    await order(smith, { paymentMethod: 'cash' });
    await order(smith, { paymentMethod: 'payOnline' });
    const online = await order(smith, { paymentMethod: 'payOnline' });
    await order(jones, { paymentMethod: 'pos' });
    const returnUrl = 'http://demo.localhost:8080/information/result-payment';
    const created = await post<{ data: { data: { paymentId: string } } }>(app, '/pay/payment', { token: smith, source: 'web', orders: [{ id: online, type: 'shop' }], returnUrl });
    await app.inject({ method: 'POST', url: `/pay/stayCloudPay/${created.body.data.data.paymentId}/pay`, headers: DEMO_HOST });
    const sign = (await register(app)).body.sign ?? '';
    const tablet = (await roomToken(app, '101', { sign })).body.token ?? '';
    const fromTablet = await order(tablet, { paymentMethod: 'pos' });

    const { body } = await bill(smith);
    expect(body.data?.lines.slice(2).map((l) => [l.title, l.amountMinor])).toEqual([
      [`Order ${pos}: Burger`, 2244], [`Order ${online}: Burger`, 2244], [`Order ${fromTablet}: Burger`, 2244],
    ]);
    expect(body.data?.lines[2]).toMatchObject({ code: 'order', params: { number: Number(pos), items: 'Burger' } });
    expect(body.data).toMatchObject({ totalMinor: 20150 + 3 * 2244, paidMinor: 2244, balanceMinor: 20150 + 2 * 2244 });
    expect((await bill(tablet)).body.data?.totalMinor).toBe(body.data?.totalMinor);
  });

  it('needs a guest\'s token (result 2)', async () => {
    expect((await bill('nope')).body).toEqual({ result: 2 });
    expect((await bill(BASE_TOKEN)).body).toEqual({ result: 2 });
  });
});

describe('paying the balance online', () => {
  const RETURN = 'http://demo.localhost:8080/information/result-payment?for=bill';
  const payBalance = (token: string) =>
    post<{ result: number; message?: string; data?: { data: { paymentId: string; link: string } } }>(app, '/pay/payment', { token, source: 'web', folio: true, returnUrl: RETURN });
  const settle = (paymentId: string, outcome: 'pay' | 'decline') =>
    app.inject({ method: 'POST', url: `/pay/stayCloudPay/${paymentId}/${outcome}`, headers: DEMO_HOST });

  it('pays exactly the balance on the hosted page; the bill then shows it paid and nothing left', async () => {
    const before = (await bill(jones)).body.data!;
    await order(jones, { paymentMethod: 'pos' });
    const owed = (await bill(jones)).body.data!.balanceMinor;
    expect(owed).toBeGreaterThan(before.balanceMinor);
    const declined = (await payBalance(jones)).body.data!.data.paymentId;
    await settle(declined, 'decline');
    expect((await bill(jones)).body.data).toMatchObject({ paidMinor: before.paidMinor, balanceMinor: owed });

    const first = (await payBalance(jones)).body.data!.data.paymentId;
    const second = (await payBalance(jones)).body.data!.data.paymentId;
    // Only the newest attempt can pay: the bill cannot be paid twice.
    expect((await settle(first, 'pay')).headers.location).toContain(`paymentId=${first}`);
    expect((await settle(second, 'pay')).headers.location).toContain('for=bill');
    expect((await bill(jones)).body.data).toMatchObject({ paidMinor: before.paidMinor + owed, balanceMinor: 0 });
    expect((await payBalance(jones)).body).toMatchObject({ result: 1, message: 'there is nothing left to pay on this bill' });
  });

  it('refuses the base token, orders and folio together, and neither', async () => {
    expect((await payBalance(BASE_TOKEN)).body.result).toBe(1);
    const both = await post(app, '/pay/payment', { token: smith, source: 'web', folio: true, orders: [{ id: '1', type: 'shop' }], returnUrl: RETURN });
    const neither = await post(app, '/pay/payment', { token: smith, source: 'web', returnUrl: RETURN });
    expect([both.status, neither.status]).toEqual([400, 400]);
  });
});

describe('remoteCheckout', () => {
  it('checks the room out with a balance and ends every session of the guest', async () => {
    const app2 = createCommerceApp();
    try {
      const token = await webLogin(app2.app);
      const second = await webLogin(app2.app);
      expect((await post(app2.app, '/api/remoteCheckout', { token: 'nope' })).body).toMatchObject({ result: 2 });
      expect((await post(app2.app, '/api/remoteCheckout', { token: BASE_TOKEN })).body).toMatchObject({ result: 2 });
      const { body } = await post(app2.app, '/api/remoteCheckout', { token });
      expect(body).toEqual({ result: 0 });
      const guests = app2.dump().guests as { room: string; status: string }[];
      expect(guests.find((g) => g.room === '101')?.status).toBe('out');
      expect((await post(app2.app, '/api/orderList', { token: second })).body).toEqual({ result: 3 });
      expect((await post(app2.app, '/api/viewbill', { token })).body).toEqual({ result: 2 });
      expect((await post(app2.app, '/api/remoteCheckout', { token })).body).toMatchObject({ result: 2 });
    } finally {
      await app2.close();
    }
  });

  it('from a room device, needs the guest\'s booking number, which the tablet never shows', async () => {
    const app2 = createCommerceApp();
    try {
      const sign = (await register(app2.app)).body.sign ?? '';
      const tablet = (await roomToken(app2.app, '101', { sign })).body.token ?? '';
      const before = app2.dump();
      const checkout = (extra: object) => post(app2.app, '/api/remoteCheckout', { token: tablet, ...extra });
      expect((await checkout({})).body).toEqual({ result: 3, message: 'checkout_booking_needed' });
      expect((await checkout({ bookingNumber: 'Smith' })).body).toEqual({ result: 3, message: 'checkout_booking_wrong' });
      expect((await checkout({ bookingNumber: 'B1002' })).body).toEqual({ result: 3, message: 'checkout_booking_wrong' });
      expect(app2.dump()).toEqual(before);
      expect((await checkout({ bookingNumber: ' b1001 ' })).body).toEqual({ result: 0 });
      expect((app2.dump().guests as { room: string; status: string }[]).find((g) => g.room === '101')?.status).toBe('out');
    } finally {
      await app2.close();
    }
  });

  it('from a room device, stops guessing after 5 wrong booking numbers in 15 minutes', async () => {
    const app2 = createCommerceApp();
    try {
      const sign = (await register(app2.app, { roomNumber: '102', mac: '02:00:00:00:01:02' })).body.sign ?? '';
      const tablet = (await roomToken(app2.app, '102', { sign, mac: '02:00:00:00:01:02' })).body.token ?? '';
      const checkout = (bookingNumber: string) => post(app2.app, '/api/remoteCheckout', { token: tablet, bookingNumber });
      for (let i = 0; i < 5; i++) expect((await checkout(`WRONG${i}`)).body.message).toBe('checkout_booking_wrong');
      expect((await checkout('B1002')).body).toEqual({ result: 3, message: 'checkout_at_reception' });
      expect((app2.dump().guests as { room: string; status: string }[]).find((g) => g.room === '102')?.status).toBe('in');
    } finally {
      await app2.close();
    }
  });

  it('emits the same checkout event as the operator\'s checkout, so open apps are logged out', async () => {
    const resourcesDir = createCommerceResources();
    const hotels = loadHotels(resourcesDir);
    const dataDir = tempDataDir();
    const db = openDatabase(dataDir);
    seedHotels(db, hotels.all);
    const ctx = appContext(db, hotels, { realtimeSecret: Buffer.alloc(32, 1) });
    const events: HotelEvent[] = [];
    ctx.events.subscribe((event) => events.push(event));
    const server = Fastify();
    await registerFormBodies(server);
    registerWebLoginRoute(server, ctx);
    registerFolioRoutes(server, ctx);
    try {
      const token = await webLogin(server, '102', 'Jones');
      expect((await post(server, '/api/remoteCheckout', { token })).body.result).toBe(0);
      expect(ctx.guests.inRoom(137, '102')).toEqual([]);
      expect(events).toEqual([{ type: 'checkout', hotelId: 137, room: '102', guestId: expect.any(Number) }]);
    } finally {
      await server.close();
      db.close();
      removeTempDirs([dataDir, resourcesDir]);
    }
  });
});
