import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { readStructure } from '../support/content';

const demoEn = readStructure('demo', 'en');
const entry = (key: string) => demoEn.menu.find((e) => e.key === key)!;
const header = (page: Page) => page.getByTestId('phone-header');

test('login and welcome have no header but a way back; welcome leads to the menu and to logging in', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/login?lang=en`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  // Opened from a link with no history: Back leads into the app.
  await page.getByTestId('bare-exit').click();
  await expect(page).toHaveURL(new RegExp(`${demo.origin()}/$`));
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();

  // Opened from the app: Back returns where the guest came from.
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(`${demo.origin()}/welcome`);
  await expect(header(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Stay Demo Hotel' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('bare-exit').click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('link', { name: 'Open the menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
});

test('settings from the menu: the temperature scale and a parental lock that locks the minibar', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: entry('settings').title }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(header(page).getByTestId('header-title')).toHaveText('Settings');
  await page.getByRole('radio', { name: 'Fahrenheit (°F)' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();

  for (const [i, digit] of ['2', '0', '2', '6'].entries()) await page.getByLabel(`Digit ${i + 1}`).fill(digit);
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Parental lock is on')).toBeVisible();

  const minibar = entry('minibar');
  const wine = demoEn.pages.id_1612!;
  await page.goto(`${demo.origin()}/page/${minibar.link}?product=${wine.id}`);
  const product = page.getByRole('dialog', { name: wine.title });
  await expect(product.getByTestId('parental-locked')).toContainText('The parental lock is on');
  await expect(product.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

  await page.goto(`${demo.origin()}/settings`);
  for (const [i, digit] of ['2', '0', '2', '6'].entries()) await page.getByLabel(`Digit ${i + 1}`).fill(digit);
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Parental lock is off')).toBeVisible();
  await page.goto(`${demo.origin()}/page/${minibar.link}?product=${wine.id}`);
  await expect(page.getByRole('dialog', { name: wine.title }).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('the hotels list names every hotel of the installation and links to the others', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/hotels-list?lang=en`);
  const cards = page.getByTestId('hotel-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Stay Demo Hotel');
  await expect(cards.nth(0)).toContainText('You are here');
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', `${demo.origin('seaside')}/`);
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});

test('the sources page names where the information comes from and the open-source components', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/sources_page?lang=en`);
  await expect(page.getByTestId('information-sources')).toContainText('Stay Demo Hotel');
  await expect(page.getByTestId('information-sources')).toContainText('LHR');
  await expect(page.getByTestId('open-source').getByRole('link', { name: 'react-router-dom' })).toBeVisible();
});

test('a host with a custom-hotel label shows the demo dressed in that hotel’s customisation stylesheet', async ({ page, demo }) => {
  const custom = demo.origin().replace('demo.localhost', 'demo.custom-aurora.localhost');
  await page.goto(`${custom}/?lang=en`);
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())).toBe('#7fd6c2');
  await expect(header(page).locator('.logo')).toHaveCSS('content', /aurora-logo\.svg/);
  await page.goto(`${demo.origin()}/?lang=en`);
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())).toBe('#e0b25b');
});

test('About the hotel opens without tripping the Content Security Policy', async ({ page, demo }) => {
  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  await page.goto(`${demo.origin()}/page/10?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: entry('about').title })).toBeAttached();
  await expect(page.getByText(/We wish you a pleasant stay/)).toBeVisible();
  await page.goto(`${demo.origin()}/?modalType=page&modalId=10`);
  await expect(page.getByRole('dialog', { name: entry('about').title })).toBeVisible();
  expect(violations).toEqual([]);
});
