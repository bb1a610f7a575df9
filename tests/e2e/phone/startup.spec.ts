import { test, expect } from '../support/fixtures';
import { findPage, menuLinks, pagesOf, readStructure } from '../support/content';
import { TEXT } from '../../../common/spec';

test.describe('a guest opens the demo hotel on a phone', () => {
  test.describe('in a browser that prefers Russian', () => {
    test.use({ locale: 'ru-RU' });

    test('the home menu is in Russian', async ({ page, demo }) => {
      const ru = readStructure('demo', 'ru');
      await page.goto(demo.origin() + '/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      const menu = page.locator('nav[data-testid="home-menu"]');
      for (const entry of menuLinks(ru).slice(0, 4)) {
        await expect(menu.getByRole('link', { name: entry.title, exact: true })).toBeVisible();
      }
    });
  });

  test('a shop page lists its products', async ({ page, demo }) => {
    const en = readStructure('demo', 'en');
    const shop = findPage(en, (p) => p.type === 'shop');
    const categories = pagesOf(en).filter((p) => p.parentId === shop.id);
    const products = pagesOf(en).filter((p) => p.type === 'shopProduct' && categories.some((c) => c.id === p.parentId));
    expect(products.length).toBeGreaterThan(1);

    await page.goto(`${demo.origin()}/page/${shop.id}?lang=en`);
    for (const product of products) {
      await expect(page.getByText(product.title, { exact: true }).first()).toBeVisible();
    }
  });

  test('an unknown route says the page could not be found', async ({ page, demo }) => {
    await page.goto(demo.origin() + '/nowhere');
    await expect(page.getByText(TEXT.notFound)).toBeVisible();
  });

  test('a host of an unknown hotel lands on the unknown-hotel page', async ({ page, demo }) => {
    await page.goto(demo.origin('nowhere') + '/');
    await expect(page).toHaveURL(/\/information\/unknown-hotel$/);
    await expect(page.getByText(TEXT.hotelNotSet)).toBeVisible();
  });

  test('a failing content host shows the error page, and Refresh recovers', async ({ page, demo }) => {
    let failing = true;
    await page.route('**/struct_*.json', (route) => (failing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
    await page.goto(demo.origin() + '/?lang=en');
    await expect(page.getByText(TEXT.serviceNotAvailable)).toBeVisible();
    await expect(page.getByText(TEXT.contactOperator)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.errorTitle })).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: TEXT.refresh }).click();
    const en = readStructure('demo', 'en');
    await expect(page.locator('nav[data-testid="home-menu"]').getByRole('link', { name: menuLinks(en)[0]!.title })).toBeVisible();
  });
});
