import { test, expect } from '../support/fixtures';

test('a language chosen by the query: French, then Arabic flips the layout to right-to-left, Russian flips it back', async ({ page, demo }) => {
  await page.goto(`${demo.origin('seaside')}/profile?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto(`${demo.origin('seaside')}/profile?lang=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  await page.goto(`${demo.origin('seaside')}/profile?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();

  await page.goto(`${demo.origin()}/profile?lang=ru`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('the header language button changes language: cookie, query and a reload into German', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('button', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('de');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('de');

  // The choice is remembered: a later visit without the query opens in German.
  await page.goto(`${demo.origin()}/profile`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});
