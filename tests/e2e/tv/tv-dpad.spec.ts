import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import type { DemoServer } from '../support/demo-server';
import { focusByDpad, toStart, walkScreen } from '../support/dpad-walk';
import { openTv } from '../support/tv';

type PanelLabels = { channels: RegExp; guide: RegExp; sleep: RegExp };

/** OK on the live tile watches full screen; OK again opens the player's menu. */
async function openPlayerMenu(tv: Page, rtl: boolean) {
  const live = (await tv.getByTestId('tv-live-tile').textContent())!.trim();
  await toStart(tv, rtl);
  await focusByDpad(tv, new RegExp(`^${live.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), rtl);
  await expect(tv.getByTestId('tv-live-tile')).toBeFocused();
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-player')).toHaveClass(/tv-player--full/);
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-menu')).toBeVisible();
}

/** Each panel of the menu opens, every control of it is reached, Back returns to the menu. */
async function walkPanels(tv: Page, rtl: boolean, labels: PanelLabels) {
  for (const [label, panel] of [[labels.channels, 'tv-channel-panel'], [labels.guide, 'tv-guide-panel'], [labels.sleep, 'tv-sleep-panel']] as const) {
    await focusByDpad(tv, label, rtl);
    await tv.keyboard.press('Enter');
    await expect(tv.getByTestId(panel)).toBeVisible();
    // A panel opens on the current channel; the guest goes up to the categories and favourites from there.
    await toStart(tv, rtl);
    await walkScreen(tv, `[data-testid="${panel}"]`);
    await tv.keyboard.press('Backspace');
    await expect(tv.getByTestId(panel)).toHaveCount(0);
    await expect(tv.getByTestId('tv-menu')).toBeVisible();
  }
}

/** Back closes the menu, and Back again leaves the player for the home. */
async function closePlayer(tv: Page) {
  await tv.keyboard.press('Escape');
  await expect(tv.getByTestId('tv-menu')).toHaveCount(0);
  await tv.keyboard.press('Escape');
  await expect(tv.getByTestId('tv-home')).toBeVisible();
}

/** The player's screens: OK opens the menu, each panel is walked, Back closes it again. */
async function walkPlayer(tv: Page, rtl: boolean, labels: PanelLabels) {
  await openPlayerMenu(tv, rtl);
  await walkScreen(tv, '[data-testid="tv-menu"]');
  await walkPanels(tv, rtl, labels);
  await closePlayer(tv);
}

/** A menu tile of the home opens its screen, every control of it is reached, Back comes home. */
async function walkTile(tv: Page, tile: RegExp, rtl: boolean) {
  await focusByDpad(tv, tile, rtl);
  await tv.keyboard.press('Enter');
  await expect(tv.locator('.tv-frame')).toBeVisible();
  await expect(tv.locator('.tv-screen :focus')).toHaveCount(1);
  await toStart(tv, rtl);
  await walkScreen(tv, '.tv-frame');
  await tv.keyboard.press('Backspace');
  await expect(tv.getByTestId('tv-home')).toBeVisible();
  await expect(tv.getByTestId('tv-live-tile')).toBeFocused();
}

const ENGLISH_PANELS: PanelLabels = { channels: /^Channels$/, guide: /^TV guide$/, sleep: /^Sleep timer/ };

test('TV mode by D-pad: every control of the home and of the player menu is reached, Enter watches, Back comes home', async ({ browser, demo }) => {
  const tv = await openTv(browser, demo.origin(), '101');
  await walkScreen(tv, '[data-testid="tv-home"]');
  await openPlayerMenu(tv, false);
  await walkScreen(tv, '[data-testid="tv-menu"]');
  await closePlayer(tv);
});

test("TV mode by D-pad: the player menu's channel, guide and sleep-timer panels open, every control is reached, Back closes each", async ({ browser, demo }) => {
  const tv = await openTv(browser, demo.origin(), '101');
  await openPlayerMenu(tv, false);
  await walkPanels(tv, false, ENGLISH_PANELS);
  await closePlayer(tv);
});

test("TV mode by D-pad: a hotel page and the spa open from the home's menu, every control is reached, Back comes home", async ({ browser, demo }) => {
  const tv = await openTv(browser, demo.origin(), '101');
  await walkTile(tv, /About the hotel/, false);
  await walkTile(tv, /^Spa$/, false);
});

test('TV mode by D-pad: the radio screen is reached and walked, Back comes home', async ({ browser, demo }) => {
  const tv = await openTv(browser, demo.origin(), '101');
  await walkTile(tv, /Radio/, false);
});

/** Seaside's room 201 in Arabic: the document runs right to left and the live tile sits on the left. */
async function openArabicTv(browser: Browser, demo: DemoServer): Promise<Page> {
  const origin = demo.origin('seaside');
  await demo.openInstallation('seaside');
  const tv = await openTv(browser, origin, '201', 'ar');
  await expect(tv.locator('html')).toHaveAttribute('dir', 'rtl');
  return tv;
}

test('the same in Arabic: the home and the player menu are mirrored, left and right swap', async ({ browser, demo }) => {
  const tv = await openArabicTv(browser, demo);
  const tile = await tv.getByTestId('tv-live-tile').boundingBox();
  expect(tile!.x).toBeLessThan(960);
  await walkScreen(tv, '[data-testid="tv-home"]');
  await walkPlayer(tv, true, { channels: /^القنوات$/, guide: /^دليل البرامج$/, sleep: /^مؤقت النوم/ });
});

test("the same in Arabic: a hotel page from the home's menu, walked right to left", async ({ browser, demo }) => {
  const tv = await openArabicTv(browser, demo);
  await walkTile(tv, /عن المنتجع|About/, true);
});

test("the parental lock gates the adult channel: off, number 9 plays Late Night; on, the TV leaves it, 9 finds nothing and the channel list has no Late Night", async ({ browser, demo }) => {
  const tv = await openTv(browser, demo.origin(), '101');
  await tv.keyboard.press('Enter');
  await tv.keyboard.press('9');
  await expect(tv.getByTestId('tv-channel-name')).toHaveText('Late Night');
  await expect(tv.getByTestId('tv-player')).toHaveAttribute('data-channel', '9');

  // The device's lock as the PIN dialog leaves it; the set-top starts again with it on.
  await tv.evaluate(() => localStorage.setItem('stay.pincode', JSON.stringify({ state: { value: '1234' }, version: 1 })));
  await tv.reload();
  await expect(tv.getByTestId('tv-live-tile')).toBeFocused();
  await expect(tv.getByTestId('tv-player')).toHaveAttribute('data-channel', '1');
  await tv.keyboard.press('Enter');
  await tv.keyboard.press('9');
  await expect(tv.getByTestId('tv-number')).toHaveText('No channel 9');
  await expect(tv.getByTestId('tv-player')).toHaveAttribute('data-channel', '1');
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-menu').getByRole('button', { name: 'Channels' })).toBeFocused();
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-channel-panel')).toContainText('Musik Kanal');
  await expect(tv.getByTestId('tv-channel-panel')).not.toContainText('Late Night');
});
