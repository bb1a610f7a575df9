import type { APIRequestContext, Page } from '@playwright/test';
import { TEXT } from '../../../common/spec';
import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';
import type { DemoServer } from '../support/demo-server';

/** Pancakes (9,50 €) from the restaurant, charged to the room: 9,50 € plus the 10 % service charge. */
const placePancakes = async (request: APIRequestContext, origin: string, token: string, requestId: string): Promise<string> => {
  const response = await request.post(`${origin}/api/orderCreate`, {
    data: {
      token, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '1', tvId: '0', authType: 'resident',
      data: [{ id: 212, amount: 1, price: 9.5, toppings: [] }], paymentMethod: 'pos', requestId, totalMinor: 1045,
    },
  });
  const answer = (await response.json()) as { result: number; orderId?: string };
  expect(answer.result).toBe(0);
  return answer.orderId!;
};

/** A logged-in guest with two pancake orders: one placed, one moved by the kitchen to completed. */
async function guestWithOrders(page: Page, demo: DemoServer) {
  const origin = demo.origin();
  const token = await logInAsGuest(page, origin);
  // Node does not resolve *.localhost; an IP-address host is the default hotel, demo.
  const api = origin.replace('demo.localhost', '127.0.0.1');
  const placed = await placePancakes(page.request, api, token, 'e2e-order-placed');
  const completed = await placePancakes(page.request, api, token, 'e2e-order-completed');
  for (const status of ['1', '2']) expect((await demo.operator('POST', `/demo/orders/${completed}/status`, { status })).status).toBe(200);
  return { origin, placed, completed };
}

test('the order list shows each order, and the order modal cancels a placed one', async ({ page, demo }) => {
  const { origin, placed } = await guestWithOrders(page, demo);
  await page.goto(`${origin}/orders`);
  await expect(page.getByTestId('order')).toHaveCount(2);
  const card = page.getByTestId('order').filter({ has: page.getByRole('link', { name: `Order ${placed}`, exact: true }) });
  await expect(card).toContainText('Placed');
  await expect(card).toContainText('10,45 €');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`modalType=order&modalId=${placed}$`));
  await page.getByTestId('modal').getByRole('button', { name: 'Cancel the order' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order ${placed}?` });
  await confirm.getByRole('button', { name: 'Cancel the order' }).click();
  const cancelled = page.getByRole('dialog', { name: `Order ${placed}` });
  await expect(cancelled).toContainText('Your order has been cancelled');
  await cancelled.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('modal')).toHaveCount(0);
  await expect(card).toHaveAttribute('data-status', '3');
  await expect(card).toContainText('Canceled');
});

test('a completed order is repeated into the cart', async ({ page, demo }) => {
  const { origin, completed } = await guestWithOrders(page, demo);
  await page.goto(`${origin}/orders`);
  await page.getByRole('link', { name: `Order ${completed}`, exact: true }).click();
  await expect(page.getByTestId('modal')).toContainText('Completed');
  await page.getByTestId('modal').getByRole('button', { name: 'Repeat the order' }).click();
  await expect(page).toHaveURL(`${origin}/cart`);
  await expect(page.getByText('Pancakes').first()).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('stay.cart') ?? '{}').state?.products as { id: number; amount: number }[]);
  expect(cart).toEqual([expect.objectContaining({ id: 212, amount: 1 })]);
});

test('a wake-up call is set for tomorrow at 07:30 and cancelled, and never shows in the order list', async ({ page, demo }) => {
  const origin = demo.origin();
  await logInAsGuest(page, origin);
  await page.goto(`${origin}/wake-up`);
  await expect(page.getByTestId('wake-up-status')).toHaveText('No wake-up call is set');
  await page.getByRole('button', { name: 'Set a wake-up call' }).click();
  const wheels = page.getByTestId('time-wheels');
  await wheels.getByRole('listbox', { name: 'Day' }).getByRole('option').nth(1).click();
  await wheels.getByRole('listbox', { name: 'Hour' }).getByRole('option', { name: '07' }).click();
  await wheels.getByRole('listbox', { name: 'Minute' }).getByRole('option', { name: '30' }).click();
  await wheels.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('wake-up-status')).toHaveText(/^Wake-up call: \w{3} \d{2} \w{3} 07:30$/);
  await page.goto(`${origin}/orders`);
  await expect(page.getByText('You have no orders yet')).toBeVisible();
  await page.goto(`${origin}/wake-up`);
  await page.getByRole('button', { name: 'Cancel the wake-up call' }).click();
  await expect(page.getByTestId('wake-up-status')).toHaveText('No wake-up call is set');
});

test('a spa slot tomorrow is booked from the spa page', async ({ page, demo }) => {
  const origin = demo.origin();
  await logInAsGuest(page, origin);
  await page.goto(`${origin}/page/30`);
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/slots/30`);
  await expect(page.getByRole('heading', { name: 'Spa' })).toBeVisible();
  await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(1).click();
  await page.getByRole('button', { name: 'Book 09:00–10:00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the booking at 09:00–10:00' })).toBeVisible();
  // The booking is in My orders, where it can be given back.
  await page.goto(`${origin}/orders`);
  const booking = page.getByTestId('booking');
  await expect(booking).toContainText('Spa');
  await expect(booking).toContainText('09:00–10:00');
  await booking.getByRole('button', { name: /^Cancel the booking/ }).click();
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(booking).toHaveCount(0);
});

test('the bill shows a room-charged order; checking out from the phone logs the guest out', async ({ page, demo }) => {
  const { origin } = await guestWithOrders(page, demo);
  await page.goto(`${origin}/viewbill`);
  await expect(page.getByRole('cell', { name: '10,45 €' }).first()).toBeVisible();
  await expect(page.getByTestId('bill-totals')).toContainText('Balance');
  await expect(page.getByLabel('Booking number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('dialog', { name: 'Check out now?' }).getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for staying with us' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('stay.auth') ?? '{}').state?.token ?? null)).toBeNull();
  await page.getByRole('dialog', { name: 'Thank you for staying with us' }).getByRole('button', { name: 'OK' }).click();
  await page.goto(`${origin}/orders`);
  await expect(page.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeVisible();
});
