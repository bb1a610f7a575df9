import { test, expect } from '../support/fixtures';

test("the room tablet's assistant answers from the room's bill and reaches every action by keyboard", async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?device=tablet&lang=en`);
  const dialog = page.getByRole('dialog', { name: 'Register this room' });
  await dialog.getByLabel('Room number').fill('101');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('room-number')).toContainText('101');

  await page.getByRole('navigation', { name: 'Footer menu' }).getByRole('link', { name: 'Ask the hotel' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await page.getByRole('textbox', { name: 'Your question' }).focus();
  await page.keyboard.type('What is on my bill?');
  await page.keyboard.press('Enter');
  const answer = page.getByTestId('assistant-answer');
  await expect(answer).toBeFocused();
  const bill = answer.getByTestId('bill-summary');
  await expect(bill).toContainText('Minibar');
  await expect(bill).toContainText('Spa: massage, 60 min');

  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Tab');
    if (await answer.getByRole('link', { name: 'Open the bill' }).evaluate((link) => link === document.activeElement)) break;
  }
  const open = answer.getByRole('link', { name: 'Open the bill' });
  await expect(open).toBeFocused();
  expect(await open.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/viewbill$/);
});
