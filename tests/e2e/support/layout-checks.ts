import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Bounding-box checks for what a screenshot shows: centred, inside the viewport, not overlapping. */
export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no bounding box');
  return box;
}

/** Where an element's text is drawn (of its last child only with 'last'), not the box it fills. */
export async function textBoxOf(locator: Locator, child: 'all' | 'last' = 'all'): Promise<Box> {
  await expect(locator).toBeVisible();
  return locator.evaluate((el, part) => {
    const range = document.createRange();
    range.selectNodeContents(part === 'last' ? (el.lastChild as Node) : el);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  }, child);
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

/** Seven taps on the app version within the service code's 1 s gap, however busy the machine running the test is. */
export async function tapServiceCode(version: Locator): Promise<void> {
  await version.evaluate((el: HTMLElement) => {
    for (let i = 0; i < 7; i++) el.click();
  });
}

/** The login form's guest types: each radio row is a touch target, its radio apart from its text (mirrored in rtl). */
export async function expectRadioRowsLaidOut(page: Page, rtl: boolean): Promise<void> {
  const radios = page.locator('.guest-types label');
  await expect(radios).toHaveCount(3);
  for (const label of await radios.all()) {
    const row = await boxOf(label);
    const radio = await boxOf(label.locator('input'));
    expect(row.height, 'a radio row is a touch target').toBeGreaterThanOrEqual(44);
    // The radio keeps its own place beside its text, inside the row.
    const text = await textBoxOf(label, 'last');
    const gap = rtl ? radio.x - (text.x + text.width) : text.x - (radio.x + radio.width);
    expect(gap, 'space between a radio and its text').toBeGreaterThanOrEqual(6);
  }
}

/** The parental lock's four PIN digits are small boxes on one row. */
export async function expectPinDigitsInOneRow(page: Page): Promise<void> {
  const digits = page.locator('.pincode-digit');
  await expect(digits).toHaveCount(4);
  const boxes = await Promise.all((await digits.all()).map(boxOf));
  for (const digit of boxes) {
    expect(digit.width, 'a PIN digit is a small box').toBeLessThanOrEqual(64);
    expect(Math.abs(digit.y - boxes[0]!.y), 'the four digits share a row').toBeLessThanOrEqual(1);
  }
}

/** The open timepicker's rows (days, hours, minutes) each stay inside their 44 px: no label wraps into the next. */
export async function expectTimepickerRowsFit(page: Page): Promise<void> {
  const rows = page.getByTestId('time-wheels').getByRole('option');
  await expect(rows.first()).toBeVisible();
  const overflowing = await rows.evaluateAll((els) =>
    els.filter((el) => el.scrollHeight > el.clientHeight + 1 || el.getBoundingClientRect().height > 44.5).map((el) => el.textContent),
  );
  expect(overflowing).toEqual([]);
}
