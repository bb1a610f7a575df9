import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';

test('a push that arrives while the app is open is a toast for 5000 ms', async ({ page, demo }) => {
  const origin = demo.origin();
  await page.clock.install();
  await logInAsGuest(page, origin);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId as string);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  // The page's clock stands still from here: the toast's 5000 ms are counted by the test alone.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ title: 'Reception', body: 'Your taxi is waiting', data: { do: 'im' } }),
  });

  const toast = page.getByRole('status').filter({ hasText: 'Reception: Your taxi is waiting' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(4_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
});
