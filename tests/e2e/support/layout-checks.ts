import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Bounding-box checks for what a screenshot shows: centred, inside the viewport, not overlapping. */
export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no bounding box');
  return box;
}

export function expectCentred(box: Box, width: number, tolerance = 2): void {
  const left = box.x;
  const right = width - (box.x + box.width);
  expect(Math.abs(left - right), `left margin ${left}, right margin ${right}`).toBeLessThanOrEqual(tolerance);
}

export function expectInside(box: Box, viewport: { width: number; height: number }, tolerance = 0.5): void {
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(-tolerance);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(-tolerance);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(viewport.width + tolerance);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(viewport.height + tolerance);
}

/** `a` ends above `b` starts: nothing of `a` is hidden under `b`. */
export function expectAbove(a: Box, b: Box): void {
  expect(a.y + a.height, 'bottom of the first above the top of the second').toBeLessThanOrEqual(b.y + 0.5);
}

export const viewportOf = (page: Page): { width: number; height: number } => {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  return size;
};

/** The page does not scroll sideways: nothing sticks out of the screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'page width').toBeLessThanOrEqual(width);
}

/** Saves the screen for a person to look at (test-results/.../name.png); the checks above are what the test asserts. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Today at 10:20 in the hotel: no quiet-hours dimming, and most of the day's spa slots still ahead. */
export function daytime(): Date {
  const today = new Date();
  today.setHours(10, 20, 0, 0);
  return today;
}
