import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** Types the booking number and sends the form with the on-screen keyboard's Done, as a guest at the tablet does. */
const checkOutWith = async (page: Page, bookingNumber: string) => {
  const field = page.getByLabel('Booking number');
  await field.tap();
  await field.fill(bookingNumber);
  await page.getByTestId('on-screen-keyboard').getByRole('button', { name: 'Done' }).tap();
  await page.getByRole('dialog', { name: 'Check out now?' }).getByRole('button', { name: 'Check out' }).click();
};

test('checkout from the room\'s tablet needs the guest\'s booking number, which the tablet never shows', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?device=tablet&lang=en`);
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await dialog.getByLabel('Room number').fill('101');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('room-number')).toContainText('101');

  await page.goto(`${demo.origin()}/viewbill`);
  await expect(page.getByTestId('bill-totals')).toContainText('Balance');
  await expect(page.getByText('B1001')).toHaveCount(0);
  await checkOutWith(page, 'B1002');
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('This booking number does not match the guest of this room.');
  await refusal.getByRole('button', { name: 'OK' }).click();
  expect((await demo.operator<{ rooms: { number: string; guest: unknown }[] }>('GET', '/demo/rooms')).body.rooms.find((r) => r.number === '101')?.guest).not.toBeNull();

  await checkOutWith(page, 'b1001');
  await expect(page.getByRole('dialog', { name: 'Thank you for staying with us' })).toBeVisible();
  expect((await demo.operator<{ rooms: { number: string; guest: unknown }[] }>('GET', '/demo/rooms')).body.rooms.find((r) => r.number === '101')?.guest).toBeNull();
});
