import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { focusByDpad, walkScreen } from '../support/dpad-walk';
import { openTv } from '../support/tv';

/** The player's screens: OK opens the menu, each panel is walked, Back closes it again. */
async function walkPlayer(tv: Page, rtl: boolean, labels: { channels: RegExp; guide: RegExp; sleep: RegExp }) {
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-player')).toHaveClass(/tv-player--full/);
  await tv.keyboard.press('Enter');
  await expect(tv.getByTestId('tv-menu')).toBeVisible();
  await walkScreen(tv, '[data-testid="tv-menu"]', rtl);
  for (const [label, panel] of [[labels.channels, 'tv-channel-panel'], [labels.guide, 'tv-guide-panel'], [labels.sleep, 'tv-sleep-panel']] as const) {
    await focusByDpad(tv, label, rtl);
    await tv.keyboard.press('Enter');
    await expect(tv.getByTestId(panel)).toBeVisible();
    await walkScreen(tv, `[data-testid="${panel}"]`, rtl);
    await tv.keyboard.press('Backspace');
    await expect(tv.getByTestId(panel)).toHaveCount(0);
    await expect(tv.getByTestId('tv-menu')).toBeVisible();
  }
  await tv.keyboard.press('Escape');
  await expect(tv.getByTestId('tv-menu')).toHaveCount(0);
  await tv.keyboard.press('Escape');
  await expect(tv.getByTestId('tv-home')).toBeVisible();
}

/** A menu tile of the home opens its screen, every control of it is reached, Back comes home. */
async function walkTile(tv: Page, tile: RegExp, rtl: boolean) {
  await focusByDpad(tv, tile, rtl);
  await tv.keyboard.press('Enter');
  await expect(tv.locator('.tv-frame')).toBeVisible();
  await expect(tv.locator('.tv-screen :focus')).toHaveCount(1);
  await walkScreen(tv, '.tv-frame', rtl);
  await tv.keyboard.press('Backspace');
  await expect(tv.getByTestId('tv-home')).toBeVisible();
  await expect(tv.getByTestId('tv-live-tile')).toBeFocused();
}

test('TV mode by D-pad: home, the player menu and its panels, hotel pages and the radio; Enter activates, Back returns', async ({ browser, demo }) => {
  const tv = await openTv(browser, demo.origin(), '101');
  await walkScreen(tv, '[data-testid="tv-home"]');
  await walkPlayer(tv, false, { channels: /^Channels$/, guide: /^TV guide$/, sleep: /^Sleep timer/ });
  await walkTile(tv, /About the hotel/, false);
  await walkTile(tv, /^Spa$/, false);
  await walkTile(tv, /Radio/, false);
});

test('the same in Arabic: the layout and left and right are mirrored', async ({ browser, demo }) => {
  const origin = demo.origin('seaside');
  await demo.openInstallation('seaside');
  const tv = await openTv(browser, origin, '201', 'ar');
  await expect(tv.locator('html')).toHaveAttribute('dir', 'rtl');
  const tile = await tv.getByTestId('tv-live-tile').boundingBox();
  expect(tile!.x).toBeLessThan(960);
  await walkScreen(tv, '[data-testid="tv-home"]', true);
  await walkPlayer(tv, true, { channels: /^القنوات$/, guide: /^دليل البرامج$/, sleep: /^مؤقت النوم/ });
  await walkTile(tv, /عن المنتجع|About/, true);
});
