import { expect, type Page } from '@playwright/test';

/** Logs the demo's resident guest in through the profile form; answers the guest's token. */
export async function logInAsGuest(page: Page, origin: string, room = '101', lastName = 'Smith'): Promise<string> {
  await page.goto(`${origin}/profile?lang=en`);
  await page.getByRole('radio', { name: 'I am a hotel guest' }).check();
  await page.getByLabel('Room number', { exact: true }).fill(room);
  await page.getByLabel('Last name', { exact: true }).fill(lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return page.evaluate(() => (JSON.parse(localStorage.getItem('stay.auth') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
}
