import type { Page } from '@playwright/test';
import type { Order } from '../../../common/api';
import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';
import type { DemoServer } from '../support/demo-server';

/** Opens a restaurant product in the phone's product modal. */
const openProduct = async (page: Page, origin: string, title: string) => {
  await page.goto(`${origin}/page/20`);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  const modal = page.getByTestId('modal');
  await expect(modal.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  return modal;
};

const addPlain = async (page: Page, origin: string, title: string) => {
  const modal = await openProduct(page, origin, title);
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart')).toBeVisible();
};

const operatorOrders = async (page: Page, demo: DemoServer): Promise<Order[]> => {
  const response = await page.request.get(`http://127.0.0.1:${demo.port}/operator/demo/orders`, { headers: { authorization: `Bearer ${demo.operatorToken}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: Order[] }).orders;
};

test('a product with a required topping goes to the cart only once the topping is chosen', async ({ page, demo }) => {
  const modal = await openProduct(page, demo.origin(), 'Full breakfast');
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please choose: Choose a side');
  await expect(modal.getByRole('group', { name: /Choose a side/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);
  await modal.getByRole('radio', { name: /Crispy bacon/ }).check();
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('floating-cart')).toContainText('1');
  await page.getByTestId('floating-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toContainText('Crispy bacon');
  await expect(page.getByTestId('bill-total')).toHaveText('20,35 €');
});

test('a delivery time chosen on the wheels goes with the order', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin());
  await addPlain(page, demo.origin(), 'Fruit bowl');
  await page.goto(`${demo.origin()}/cart`);
  await page.getByTestId('delivery-time').click();
  const wheels = page.getByTestId('time-wheels');
  await wheels.getByRole('listbox', { name: 'Day' }).getByRole('option').nth(1).click();
  await wheels.getByRole('listbox', { name: 'Hour' }).getByRole('option', { name: '10' }).click();
  await wheels.getByRole('listbox', { name: 'Minute' }).getByRole('option', { name: '30' }).click();
  await wheels.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('delivery-time')).toContainText('10:30');
  await page.getByRole('radio', { name: 'Charge to my room' }).check();
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been sent.' })).toBeVisible();
  const [order] = await operatorOrders(page, demo);
  expect(order?.deliveryTime).toMatch(/ 10:30:00$/);
});

test('an online payment through the provider pays the order and empties the cart', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin());
  await addPlain(page, demo.origin(), 'Fruit bowl');
  await page.goto(`${demo.origin()}/cart`);
  await expect(page.getByTestId('bill-total')).toHaveText('7,70 €');
  await page.getByRole('radio', { name: 'Pay online' }).check();
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/pay\/stayCloudPay/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/information\/result-payment\?paymentId=/);
  await expect(page.getByText('Thank you! Your payment was received.')).toBeVisible();
  const [order] = await operatorOrders(page, demo);
  expect(order).toMatchObject({ type: 'shop', shopId: 1, status: '0', totalMinor: 770, paymentMethod: 'payOnline', payment: { status: 'paid' } });
  await page.goto(`${demo.origin()}/cart`);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('paying to the room sends the order and confirms it', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin());
  await addPlain(page, demo.origin(), 'Fruit bowl');
  await page.goto(`${demo.origin()}/cart`);
  await page.getByRole('radio', { name: 'Charge to my room' }).check();
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/information\/order-is-sent\?type=shop$/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been sent.' })).toBeVisible();
  const orders = await operatorOrders(page, demo);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentMethod: 'pos', totalMinor: 770, data: [{ id: 213, amount: 1 }] });
});

test('a dropped answer shows a clear message, keeps the cart, and the retry makes exactly one order', async ({ page, demo }) => {
  await logInAsGuest(page, demo.origin());
  await addPlain(page, demo.origin(), 'Fruit bowl');
  await page.goto(`${demo.origin()}/cart`);
  await page.getByRole('radio', { name: 'Charge to my room' }).check();

  let reached = 0;
  await page.route('**/api/orderCreate', async (route) => {
    // The server gets the order and answers; the answer is then dropped (Node cannot resolve *.localhost).
    await route.fetch({ url: route.request().url().replace('demo.localhost', '127.0.0.1'), headers: { ...route.request().headers(), host: `demo.localhost:${demo.port}` } });
    reached++;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The order was not sent because the connection failed. Your cart is kept: please try again.');
  expect(reached).toBe(1);
  expect(await operatorOrders(page, demo)).toHaveLength(1);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.unroute('**/api/orderCreate');
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been sent.' })).toBeVisible();
  const orders = await operatorOrders(page, demo);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.paymentMethod).toBe('pos');
});
