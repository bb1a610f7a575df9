import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { burgerOrder, createCommerceApp, createCommerceResources, post, webLogin } from '../orders/commerce-fixture';
import { operator, register, roomToken } from '../test-support/in-room-calls';
import { removeTempDirs, tempDataDir } from '../test-support/fixture-resources';
import { OPERATOR_TOKEN } from '../test-support/test-app';
import { resetDemoData } from './reset-demo-data';

const { app, dump, close } = createCommerceApp();
afterAll(close);

const bill = (token: string) => post<{ data?: { lines: { title: string }[]; balanceMinor: number } }>(app, '/api/viewbill', { token });
const points = () => (dump().loyalty_accounts as { card_number: string; points: number }[]).find((a) => a.card_number === '7000001011')?.points;

describe('the demo reset', () => {
  it('gives the hotel its seeded guests back after a remote checkout, with a fresh bill and points', async () => {
    const sign = (await register(app)).body.sign ?? '';
    const smith = await webLogin(app);
    expect((await post(app, '/api/orderCreate', burgerOrder(smith, { paymentMethod: 'loyalty' }))).body.result).toBe(0);
    expect(points()).toBe(7);
    expect((await post(app, '/api/remoteCheckout', { token: smith })).body).toEqual({ result: 0 });
    await expect(webLogin(app)).rejects.toThrow(/login of 101 failed/);
    expect((await operator(app, 'POST', '/demo/rooms/104/checkin', { guestName: 'Walkin' })).status).toBe(201);
    const jones = await webLogin(app, '102', 'Jones');

    const reset = await operator(app, 'POST', '/demo/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.checkedIn.map((g: { room: string }) => g.room)).toEqual(['101', '102', '103']);
    expect(reset.body.checkedOut.map((g: { room: string }) => g.room).sort()).toEqual(['102', '103', '104']);

    expect((await post(app, '/api/orderList', { token: jones })).body).toEqual({ result: 3 });
    const again = await webLogin(app);
    const lines = (await bill(again)).body.data?.lines.map((line) => line.title);
    expect(lines).toEqual(['Room 101, night 1', 'Minibar']);
    expect((await post(app, '/api/orderList', { token: again })).body).toEqual({ result: 0, data: [] });
    expect(points()).toBe(30);
    const tablet = await roomToken(app, '101', { sign });
    expect([tablet.body.result, tablet.body.guestName]).toEqual([0, 'Smith']);
    expect((await operator(app, 'GET', '/demo/rooms')).body.rooms.find((r: { number: string }) => r.number === '104').guest).toBeNull();
  });

  it("answers 401 without the hotel's operator token, and for an unknown hotel (no token opens it)", async () => {
    expect((await app.inject({ method: 'POST', url: '/operator/demo/reset' })).statusCode).toBe(401);
    expect((await operator(app, 'POST', '/nowhere/reset')).status).toBe(401);
  });
});

describe('npm run demo:reset', () => {
  it('resets a data directory whose guest checked out, and the reset outlasts a restart', async () => {
    const [dataDir, resourcesDir] = [tempDataDir(), createCommerceResources()];
    const first = createApp({ dataDir, resourcesDir, operatorToken: OPERATOR_TOKEN });
    await post(first, '/api/remoteCheckout', { token: await webLogin(first) });
    await first.close();

    expect(() => resetDemoData(dataDir, ['nowhere'], resourcesDir)).toThrow('No such hotel: nowhere');
    const [demo] = resetDemoData(dataDir, ['demo'], resourcesDir);
    expect(demo?.checkedIn.map((g) => g.room)).toEqual(['101', '102', '103']);

    const second = createApp({ dataDir, resourcesDir, operatorToken: OPERATOR_TOKEN });
    await expect(webLogin(second)).resolves.toMatch(/./);
    await second.close();
    removeTempDirs([dataDir, resourcesDir]);
  });
});
