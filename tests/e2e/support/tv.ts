import { expect as baseExpect, type Browser, type Page } from '@playwright/test';

/**
 * A set-top in TV mode (`?device=tv`): registered to the room with the D-pad, at its home screen. Outside the test
 * runner (the benchmarks) `timeout` bounds each wait, as the runner's configuration does inside it.
 */
export async function openTv(browser: Browser, origin: string, room: string, lang = 'en', timeout?: number): Promise<Page> {
  const expect = timeout === undefined ? baseExpect : baseExpect.configure({ timeout });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const session = page.waitForResponse((response) => response.url().endsWith('/api/realtime/session') && response.ok(), { timeout: timeout ?? 30_000 });
  // A failing step below must not be hidden by this wait's rejection when the page closes.
  session.catch(() => undefined);
  await page.goto(`${origin}/?device=tv&lang=${lang}`);
  const dialog = page.getByRole('dialog');
  await expect(page.getByTestId('tv-home')).toBeAttached();
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type(room);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tv-home')).toBeVisible();
  await expect(page.getByTestId('tv-live-tile')).toBeFocused();
  await session;
  return page;
}

/** What the TV's picture is doing. */
export const videoState = (page: Page) =>
  page.getByTestId('tv-video').evaluate((video: HTMLVideoElement) => ({ readyState: video.readyState, time: video.currentTime, paused: video.paused }));

/** A phone guest logged in with e-mail and PIN (the seaside hotel's guest type). */
export async function phoneGuest(browser: Browser, origin: string, email: string, pin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${origin}/profile?lang=en`);
  // The guest types of the form decide its fields: read them once the form is there.
  await baseExpect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  const emailPin = page.getByRole('radio', { name: 'I have a pin code' });
  if (await emailPin.count()) await emailPin.check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'PIN' }).fill(pin);
  await page.getByRole('button', { name: 'Log in' }).click();
  await baseExpect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return page;
}
