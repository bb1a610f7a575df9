import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/api/commerce';
import { removeTempDirs, tempDataDir } from '../test-support/fixture-resources';
import { DEMO_HOST, OPERATOR, dumpDatabase } from '../test-support/test-app';
import { burgerOrder, createCommerceApp, createCommerceResources, post, webLogin } from './commerce-fixture';

afterAll(() => removeTempDirs());

describe('commerce across a restart', () => {
  it('keeps orders, payments, slots, points and feedback, answers a retry with the same order, and seeds nothing twice', async () => {
    const dataDir = tempDataDir();
    const resourcesDir = createCommerceResources();
    const first = createCommerceApp({ dataDir, resourcesDir });
    const token = await webLogin(first.app);
    const order = burgerOrder(token, { paymentMethod: 'payOnline' });
    const created = await post(first.app, '/api/orderCreate', order);
    const orderId = created.body.orderId as string;
    const returnUrl = 'http://demo.localhost:8080/information/result-payment';
    const payment = await post<{ data: { data: { paymentId: string } } }>(first.app, '/pay/payment', { token, source: 'web', orders: [{ id: orderId, type: 'shop' }], returnUrl });
    const paymentId = payment.body.data.data.paymentId;
    await first.app.inject({ method: 'POST', url: `/pay/stayCloudPay/${paymentId}/pay`, headers: DEMO_HOST });
    expect((await post(first.app, '/api/api/slot/take', { token, serviceId: 5, intervalCode: '2099-01-01T12:00' })).body.result).toBe(0);
    await first.app.inject({ method: 'POST', url: `/operator/demo/orders/${orderId}/status`, headers: OPERATOR, payload: { status: '2' } });
    await post(first.app, '/api/feedback', { token, rating: 5, text: 'kept' });
    await first.close();
    const afterFirst = dumpDatabase(dataDir);
    expect(afterFirst.folio_lines).toHaveLength(2);
    expect(afterFirst.loyalty_accounts).toHaveLength(2);

    const second = createCommerceApp({ dataDir, resourcesDir });
    try {
      expect(dumpDatabase(dataDir)).toEqual(afterFirst);
      expect((await post(second.app, '/api/orderCreate', order)).body).toEqual({ result: 0, orderId });
      const list = await post<{ data: Order[] }>(second.app, '/api/orderList', { token });
      expect(list.body.data.map((o) => [o.id, o.status, o.payment.status])).toEqual([[orderId, '2', 'paid']]);
      const status = (await second.app.inject({ url: `/pay/stayCloudPay/payment/${paymentId}?token=${token}`, headers: DEMO_HOST })).json();
      expect(status.data.data.status).toBe('paid');
      const slots = await post<{ data: { intervalCode: string; takenByMe: boolean }[] }>(second.app, '/api/api/slot/list', { token, serviceId: 5, date: '2099-01-01' });
      expect(slots.body.data.find((s) => s.intervalCode === '2099-01-01T12:00')?.takenByMe).toBe(true);
      expect((await post<{ data: { points: number } }>(second.app, '/api/loyalty/card', { token })).body.data.points).toBe(30 + 22);
      expect(dumpDatabase(dataDir)).toEqual(afterFirst);
    } finally {
      await second.close();
    }
  });
});
