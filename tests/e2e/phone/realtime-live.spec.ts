import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';

/** Node does not resolve *.localhost; an IP-address host is the default hotel, demo. */
const apiOf = (origin: string) => origin.replace('demo.localhost', '127.0.0.1');

test('the kitchen moves an order to in process: the open order list shows it within 3 s, without a reload', async ({ page, demo }) => {
  const origin = demo.origin();
  const token = await logInAsGuest(page, origin);
  const created = await page.request.post(`${apiOf(origin)}/api/orderCreate`, {
    data: {
      token, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '1', tvId: '0', authType: 'resident',
      data: [{ id: 212, amount: 1, price: 9.5, toppings: [] }], paymentMethod: 'pos', requestId: 'e2e-live-order', totalMinor: 1045,
    },
  });
  const { orderId } = (await created.json()) as { orderId: string };
  // A command published before the device's first poll is on its way is not for it: wait until it listens.
  const listening = page.waitForRequest((request) => request.url().includes('/queue/subv2/'));
  await page.goto(`${origin}/orders`);
  await listening;
  const card = page.getByTestId('order').filter({ has: page.getByRole('link', { name: `Order ${orderId}`, exact: true }) });
  await expect(card).toHaveAttribute('data-status', '0');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  const moved = await page.request.post(`${apiOf(origin)}/operator/demo/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${demo.operatorToken}` },
    data: { status: '1' },
  });
  expect(moved.ok()).toBe(true);
  await expect(card).toHaveAttribute('data-status', '1', { timeout: 3_000 });
  expect(navigations).toEqual([]);
});

test("a goTo from the front desk opens one of the app's screens; one to another origin is refused", async ({ page, demo }) => {
  const origin = demo.origin();
  await logInAsGuest(page, origin);
  // A command published before the device's first poll is on its way is not for it: wait until it listens.
  const listening = page.waitForRequest((request) => request.url().includes('/queue/subv2/'));
  await page.goto(`${origin}/?lang=en`);
  await listening;
  const command = (data: object) =>
    page.request.post(`${apiOf(origin)}/operator/demo/rooms/101/commands`, { headers: { authorization: `Bearer ${demo.operatorToken}` }, data });

  // The poll that is on its way may not have reached the queue yet, and what is published before it is not for the
  // device: the front desk sends again until the device listens; from then on the screen changes within 3 s.
  await expect(async () => {
    expect((await command({ cmd: 'goTo', data: { page: 'https://evil.example/' } })).ok()).toBe(true);
    expect((await command({ cmd: 'goTo', data: { page: '/orders' } })).ok()).toBe(true);
    await expect(page).toHaveURL(`${origin}/orders`, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'My orders' }).first()).toBeVisible();
});

test('two marketing notifications sent together show one after the other, each closing after its duration', async ({ page, demo }) => {
  const origin = demo.origin();
  await logInAsGuest(page, origin);
  // A command published before the device's first poll is on its way is not for it: wait until it listens.
  const listening = page.waitForRequest((request) => request.url().includes('/queue/subv2/'));
  await page.goto(`${origin}/?lang=en`);
  await listening;
  // When each card's title first showed, timed in the page: the test's own polling sees it late on a busy machine.
  await page.evaluate(() => {
    const shownAt: Record<string, number> = {};
    Object.assign(window, { shownAt });
    new MutationObserver(() => {
      const title = document.querySelector('[data-testid="marketing"] :is(h1, h2, h3)')?.textContent ?? '';
      if (title && !(title in shownAt)) shownAt[title] = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const send = (title: string, duration: number) =>
    page.request.post(`${apiOf(origin)}/operator/demo/marketing`, {
      headers: { authorization: `Bearer ${demo.operatorToken}` },
      data: { type: 'alert', devices: ['mobile', 'web'], duration, blocks: { en: { title, text: 'Hello {username}, see you there.' } } },
    });
  expect((await send('Rooftop concert', 2_000)).status()).toBe(201);
  expect((await send('Spa evening', 2_000)).status()).toBe(201);

  const card = page.getByTestId('marketing');
  await expect(card.getByRole('heading')).toHaveText('Rooftop concert', { timeout: 3_000 });
  await expect(card).toContainText('Hello Anna Smith, see you there.');
  await expect(card.getByRole('heading')).toHaveText('Spa evening', { timeout: 4_000 });
  const shownAt = await page.evaluate(() => (window as unknown as { shownAt: Record<string, number> }).shownAt);
  expect(shownAt['Spa evening']! - shownAt['Rooftop concert']!).toBeGreaterThanOrEqual(1_950);
  await expect(card).toHaveCount(0, { timeout: 4_000 });
});
