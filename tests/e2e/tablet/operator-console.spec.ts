import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** Node does not resolve *.localhost; an IP-address host is the default hotel, demo. */
const apiOf = (origin: string) => origin.replace('demo.localhost', '127.0.0.1');

/** Room 101's guest logs in, writes to reception and orders pancakes, all through the guest API. */
async function guestWritesAndOrders(request: APIRequestContext, api: string) {
  const login = await request.post(`${api}/api/weblogin`, { multipart: { login: '101', password: 'Smith', type: 'resident', hotelId: '137' } });
  const { token } = (await login.json()) as { token: string };
  const sent = await request.post(`${api}/api/jsonapi/im`, { data: { token, cmd: 'send', categoryId: 'reception', text: 'Could we have a late checkout?', clientId: 'e2e-console-1' } });
  expect(((await sent.json()) as { result: number }).result).toBe(0);
  const created = await request.post(`${api}/api/orderCreate`, {
    data: {
      token, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '1', tvId: '0', authType: 'resident',
      data: [{ id: 212, amount: 1, price: 9.5, toppings: [] }], paymentMethod: 'pos', requestId: 'e2e-console-order', totalMinor: 1045,
    },
  });
  const { orderId } = (await created.json()) as { orderId: string };
  return { token, orderId };
}

test('the front desk console: token, room 101’s guest, a reply that reads the guest’s message, an order moved on, a notification, installation mode, a checkout the demo reset undoes', async ({ page, demo }) => {
  const api = apiOf(demo.origin());
  const { token, orderId } = await guestWritesAndOrders(page.request, api);
  expect((await demo.operator('POST', '/demo/installation-mode', { on: false })).status).toBe(200);

  await page.goto(`${demo.origin()}/operator/`);
  await page.getByLabel('Operator token').fill('not-the-token');
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('alert')).toContainText('The token was not accepted for demo');
  await page.getByLabel('Operator token').fill(demo.operatorToken);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByTestId('room-101')).toContainText('Smith');
  expect(await page.evaluate(() => sessionStorage.getItem('stay.operator.token'))).toBe(demo.operatorToken);

  await page.getByRole('button', { name: 'Conversations', exact: true }).click();
  await page.getByRole('button', { name: /^Room 101 .*1 unread$/ }).click();
  const thread = page.getByRole('region', { name: 'Conversation with room 101' });
  await expect(thread.getByRole('listitem').filter({ hasText: 'late checkout' })).toContainText('unread');
  await thread.getByLabel('Reply to room 101').fill('Of course, until 2 pm.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'until 2 pm' })).toBeVisible();
  await expect(thread.getByRole('listitem').filter({ hasText: 'late checkout' })).not.toContainText('unread');
  const { body: conversation } = await demo.operator<{ messages: { text: string; fromGuest: boolean; wasRead: boolean }[] }>('GET', '/demo/rooms/101/messages');
  expect(conversation.messages.find((m) => m.fromGuest)).toMatchObject({ text: 'Could we have a late checkout?', wasRead: true });

  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  await page.getByTestId('orders-placed').getByRole('listitem', { name: `Order ${orderId}` }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('orders-in-process').getByRole('listitem', { name: `Order ${orderId}` })).toBeVisible();
  const { body: board } = await demo.operator<{ orders: { id: string; status: string }[] }>('GET', '/demo/orders');
  expect(board.orders.find((o) => o.id === orderId)?.status).toBe('1');

  await page.getByRole('button', { name: 'Marketing', exact: true }).click();
  await page.getByLabel('Title').fill('Spa evening');
  await page.getByLabel('Text', { exact: true }).fill('Half price after 6 pm');
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByRole('status')).toContainText(/The notification is sent to \d+ guest\(s\)/);
  const marketing = await page.request.get(`${api}/api/marketing?cmd=get&token=${token}`);
  expect(JSON.stringify(await marketing.json())).toContain('Half price after 6 pm');

  await page.getByRole('button', { name: 'Installation', exact: true }).click();
  await expect(page.getByTestId('installation-state')).toContainText('Closed');
  await page.getByLabel('Minutes').fill('15');
  await page.getByRole('button', { name: 'Open installation mode' }).click();
  await expect(page.getByTestId('installation-state')).toContainText('Open until');
  expect((await demo.operator<{ installationMode: boolean }>('GET', '/demo/installation-mode')).body.installationMode).toBe(true);

  await page.getByRole('button', { name: 'Rooms', exact: true }).click();
  await page.getByTestId('room-101').getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByTestId('room-101')).toContainText('Empty');
  await page.getByRole('button', { name: 'Reset the demo' }).click();
  await page.getByRole('alertdialog', { name: 'Reset the demo?' }).getByRole('button', { name: 'Reset now' }).click();
  await expect(page.getByRole('status')).toContainText('The demo is reset');
  await expect(page.getByTestId('room-101')).toContainText('Smith');
});
