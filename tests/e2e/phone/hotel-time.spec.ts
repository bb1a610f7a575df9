import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// The demo hotel is in Europe/Berlin (summer: UTC+2); its late-night menu (no choice of time) is open 22:00-04:00.
const BERLIN_23_30 = new Date('2026-07-10T21:30:00Z');
const BERLIN_05_00 = new Date('2026-07-11T03:00:00Z');

const clubSandwich = async (page: Page, origin: string, at: Date) => {
  await page.clock.setFixedTime(at);
  await page.goto(`${origin}/page/100`);
  await page.getByRole('link', { name: /Club sandwich/ }).click();
  return page.getByTestId('modal');
};

for (const timezoneId of ['America/New_York', 'UTC']) {
  test.describe(`a phone whose clock is set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("orders from the late-night menu by the hotel's clock, open at 23:30 and closed at 05:00 in Berlin", async ({ page, demo }) => {
      const open = await clubSandwich(page, demo.origin(), BERLIN_23_30);
      await expect(open.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      await expect(open.getByText('Not available at this time')).toHaveCount(0);

      const closed = await clubSandwich(page, demo.origin(), BERLIN_05_00);
      await expect(closed.getByText(/Not available at this time\. Open 22:00.04:00/)).toBeVisible();
      await expect(closed.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    });
  });
}
