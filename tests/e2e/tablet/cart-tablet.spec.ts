import type { Order, PaymentCreateResponse } from '../../../common/api';
import { qrSvgDocument } from '../../../common/qr/qr-svg';
import { en } from '../../../renderer/src/locales/en';
import { test, expect } from '../support/fixtures';

test('on a tablet an online payment shows the provider link as a QR code in a popup, and the order waits for it', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?device=tablet&lang=en`);
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await dialog.getByLabel('Room number').fill('101');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('room-number')).toContainText('101');

  await page.goto(`${demo.origin()}/page/213`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart')).toBeVisible();
  await page.goto(`${demo.origin()}/cart`);
  await page.getByRole('radio', { name: 'Pay online' }).check();
  const created = page.waitForResponse((response) => response.url().endsWith('/pay/payment'));
  await page.getByRole('button', { name: 'Order' }).click();
  const payment = ((await (await created).json()) as PaymentCreateResponse).data!.data;

  // The tablet stays in the app: the guest scans the hosted page's link with a phone.
  const qr = page.getByRole('img', { name: en.cart.scanToPay });
  await expect(qr).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  const src = (await qr.getAttribute('src')) ?? '';
  expect(src).toBe(payment.qrLink);
  expect(Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toBe(qrSvgDocument(payment.link, 240));
  expect(payment.link).toMatch(/\/pay\/stayCloudPay\?payload=/);

  const response = await page.request.get(`http://127.0.0.1:${demo.port}/operator/demo/orders`, { headers: { authorization: `Bearer ${demo.operatorToken}` } });
  const { orders } = (await response.json()) as { orders: Order[] };
  expect(orders).toMatchObject([{ status: '0', paymentMethod: 'payOnline', payment: { status: 'pending' } }]);
});
