import { test, expect } from '../support/fixtures';
import { findPage, menuLinks, readStructure } from '../support/content';
import { TEXT } from '../../../common/spec';
import { ROUTES } from '../support/routes';

const demoEn = readStructure('demo', 'en');

test('home has the menu and the burger, and no back button', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  const header = page.getByTestId('phone-header');
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

// Ten routes a test, so each stays well inside its time on a busy machine.
for (let from = 0; from < ROUTES.length; from += 10) {
  const routes = ROUTES.slice(from, from + 10);
  test(`routes ${routes[0]![0]} to ${routes.at(-1)![0]}: screen, title, back button and burger (not on the hotels list when logged out), no floating cart while the cart is empty`, async ({ page, demo }) => {
    await page.goto(`${demo.origin()}/?lang=en`);
    const header = page.getByTestId('phone-header');
    for (const [path, title] of routes) {
      await page.goto(`${demo.origin()}${path}`);
      await expect(header.getByTestId('header-title'), path).toHaveText(title);
      await expect(header.getByRole('button', { name: 'Back' }), path).toBeVisible();
      // The burger is hidden on the hotels list while logged out.
      await expect(header.getByRole('button', { name: 'Open menu' }), path).toHaveCount(path === '/hotels-list' ? 0 : 1);
      await expect(page.getByText(TEXT.notFound), path).toHaveCount(0);
      await expect(page.getByTestId('floating-cart'), path).toHaveCount(0);
    }
  });
}

test('welcome and login have no header; the screensaver is full screen', async ({ page, demo }) => {
  for (const path of ['/welcome', '/login', '/screensaver']) {
    await page.goto(`${demo.origin()}${path}?lang=en`);
    await expect(page.locator('#content')).toBeVisible();
    await expect(page.getByTestId('phone-header'), path).toHaveCount(0);
  }
});

test('the header substrate is the logo height plus 40 on home and 67 px elsewhere', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  const header = page.getByTestId('phone-header');
  const logoHeight = 32;
  await expect(header).toHaveCSS('min-height', `${logoHeight + 40}px`);
  await page.goto(`${demo.origin()}/radio`);
  await expect(header).toHaveCSS('min-height', '67px');
});

test('Back goes to the parent page, home for a back flag of 0, and one step back elsewhere', async ({ page, demo }) => {
  const category = findPage(demoEn, (p) => p.type === 'page' && p.backBtn === 1 && p.parentId !== 0);
  const flagZero = findPage(demoEn, (p) => p.backBtn === 0);
  const back = page.getByTestId('phone-header').getByRole('button', { name: 'Back' });

  await page.goto(`${demo.origin()}/page/${category.id}?lang=en`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/page/${category.parentId}$`));

  await page.goto(`${demo.origin()}/page/${flagZero.id}`);
  await back.click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`${demo.origin()}/radio`);
  await page.getByTestId('phone-header').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: menuLinks(demoEn).find((e) => e.link === 'orders')!.title }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await back.click();
  await expect(page).toHaveURL(/\/radio$/);
});

test('an unknown route says the page could not be found', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/no/such/route`);
  await expect(page.getByText(TEXT.notFound)).toBeVisible();
});

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('wider than 1000 px a 220 px QR code of the app sits beside it; at 1000 px it does not', async ({ page, demo }) => {
    await page.goto(`${demo.origin()}/?lang=en`);
    const qr = page.getByTestId('desktop-qr');
    await expect(qr).toBeVisible();
    const svg = qr.getByRole('img', { name: `${demo.origin()}/` });
    await expect(svg).toHaveAttribute('width', '220');
    expect((await svg.boundingBox())?.width).toBe(220);
    const menuBox = await page.getByRole('navigation', { name: 'Home menu' }).boundingBox();
    const qrBox = await qr.boundingBox();
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(qrBox!.x);

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(qr).toHaveCount(0);
  });
});
