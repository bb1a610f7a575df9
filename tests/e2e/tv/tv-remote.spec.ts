import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import type { DemoServer } from '../support/demo-server';
import { openTv, phoneGuest, videoState } from '../support/tv';

/** Seaside's room 203: its TV-mode screen watching channel 1, and a guest's phone at the remote. */
async function tvAndRemote(browser: Browser, demo: DemoServer): Promise<{ tv: Page; phone: Page }> {
  const origin = demo.origin('seaside');
  await demo.openInstallation('seaside');
  const tv = await openTv(browser, origin, '203');
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-channel-name')).toHaveText('Seaside Info');
  await expect.poll(async () => (await videoState(tv)).readyState).toBe(4);
  const phone = await phoneGuest(browser, origin, 'daniel@example.com', '5566');
  await phone.goto(`${origin}/stayremote?lang=en`);
  await expect(phone.getByTestId('remote-now')).toContainText('Seaside Info');
  return { tv, phone };
}

test("the phone's remote picks a channel: the room's TV-mode screen shows its name and plays it within 2 s", async ({ browser, demo }) => {
  const { tv, phone } = await tvAndRemote(browser, demo);
  await expect(phone.getByTestId('demo-hotel-note')).toHaveCount(0);

  const picked = Date.now();
  await phone.locator('[data-channel="2"] .channel-pick').click();
  await expect(tv.getByTestId('tv-channel-name')).toHaveText('Riviera News', { timeout: 2_000 });
  await expect.poll(async () => (await videoState(tv)).readyState, { timeout: 2_000 - (Date.now() - picked) }).toBe(4);
  const first = (await videoState(tv)).time;
  await expect.poll(async () => (await videoState(tv)).time, { timeout: Math.max(500, 2_000 - (Date.now() - picked)) }).toBeGreaterThan(first);
  expect(Date.now() - picked).toBeLessThan(2_000);
  await expect(tv.getByTestId('tv-player')).toHaveAttribute('data-channel', '2');
  await expect(phone.getByTestId('remote-now')).toContainText('Riviera News');
});

test("the phone's volume and mute appear on the TV; power sends it to standby and back", async ({ browser, demo }) => {
  const { tv, phone } = await tvAndRemote(browser, demo);
  await phone.getByRole('button', { name: 'Volume up' }).click();
  await expect(tv.getByTestId('tv-volume-value')).toHaveText('25');
  await expect(phone.getByTestId('remote-volume')).toHaveText('Volume 25');
  await phone.getByRole('button', { name: /Mute/ }).click();
  await expect(tv.getByTestId('tv-muted')).toBeVisible();
  expect(await tv.getByTestId('tv-video').evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);

  await phone.getByRole('button', { name: /Power/ }).click();
  await expect(tv.getByTestId('tv-standby')).toBeVisible();
  await expect(phone.getByTestId('remote-now')).toContainText('The TV is in standby');
  // A press within the power timer's second is ignored; after it the TV comes back on its channel.
  await expect(phone.getByRole('button', { name: /Power/ })).toHaveAttribute('aria-disabled', 'false');
  await phone.getByRole('button', { name: /Power/ }).click();
  await expect(tv.getByTestId('tv-standby')).toHaveCount(0);
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-channel-name')).toHaveText('Seaside Info');
  await expect.poll(async () => (await videoState(tv)).readyState).toBe(4);
});

test("with no TV online and the simulator off, the sleep timer ends in 'tv_is_unavailable' after 3 s", async ({ browser, demo }) => {
  const origin = demo.origin();
  expect((await demo.operator('POST', '/demo/tv-simulator', { on: false })).status).toBe(200);
  const phone = await phoneGuest(browser, origin, 'anna@example.com', '4321');
  const session = phone.waitForResponse((response) => response.url().endsWith('/api/realtime/session') && response.ok());
  await phone.goto(`${origin}/stayremote?lang=en`);
  await session;
  await expect(phone.getByTestId('demo-hotel-note')).toBeVisible();

  const asked = Date.now();
  await phone.getByRole('button', { name: 'Sleep timer' }).click();
  const dialog = phone.getByRole('alertdialog');
  await expect(dialog).toContainText('The TV is not answering', { timeout: 4_000 });
  expect(Date.now() - asked).toBeGreaterThanOrEqual(2_900);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(phone.getByTestId('modal')).toHaveCount(0);
});

test("the phone's radio streamed to the room plays on its TV-mode screen", async ({ browser, demo }) => {
  const origin = demo.origin('seaside');
  await demo.openInstallation('seaside');
  const tv = await openTv(browser, origin, '203');
  const phone = await phoneGuest(browser, origin, 'daniel@example.com', '5566');
  await phone.goto(`${origin}/radio?lang=en`);
  await phone.getByLabel('Play on the TV in my room').check();
  await phone.locator('[data-station="riviera-jazz"] .station-pick').click();
  await expect(tv.getByTestId('tv-radio')).toContainText('Riviera Jazz');
  await expect.poll(() => tv.locator('[data-testid="tv-radio"] audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0)).toBe(true);
  await expect(phone.getByTestId('radio-player')).toContainText('playing on the TV in your room');
  await phone.getByRole('button', { name: 'Stop' }).click();
  await expect(tv.getByTestId('tv-radio')).toHaveCount(0);
});
