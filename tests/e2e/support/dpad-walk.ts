import { expect, type Page } from '@playwright/test';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Gives every visible focusable inside `scope` an id; answers them all. */
async function tagFocusables(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ([selector, focusable]) => {
      let n = 0;
      return Array.from(document.querySelectorAll(selector)).flatMap((root) =>
        Array.from(root.querySelectorAll(focusable) as NodeListOf<HTMLElement>)
          .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
          .map((el) => {
            el.dataset.walk ??= `w${++n}-${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}`;
            return el.dataset.walk;
          }),
      );
    },
    [scope, FOCUSABLE] as const,
  );
}

/** The focused element and its centre, with the centre of `previous` (by its walk id) in the same layout. */
const focused = (page: Page, previous: string | null = null) =>
  page.evaluate((prev) => {
    const centre = (el: Element | null | undefined) => {
      const box = el?.getBoundingClientRect();
      return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 };
    };
    const el = document.activeElement as HTMLElement | null;
    const before = prev ? centre(document.querySelector(`[data-walk="${CSS.escape(prev)}"]`)) : centre(el);
    return { id: el?.dataset.walk ?? null, ...centre(el), fromX: before.x, fromY: before.y };
  }, previous);

/** Presses a key and waits for the focus to move; answers where it is (the same element when it did not move). */
async function press(page: Page, key: string): Promise<{ id: string | null; x: number; y: number; fromX: number; fromY: number }> {
  const before = await focused(page);
  await page.keyboard.press(key);
  await page
    .waitForFunction((id) => (document.activeElement as HTMLElement | null)?.dataset.walk !== id, before.id, { timeout: 400 })
    .catch(() => undefined);
  return focused(page, before.id);
}

/** Up to the top row, then back to its start: where a guest begins to read a screen. */
export async function toStart(page: Page, rtl = false): Promise<void> {
  for (const key of ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft']) {
    for (let i = 0; i < 40; i++) {
      // An element outside the walked scope has no walk id yet: give it one, so that standing still is seen.
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (el && el !== document.body) el.dataset.walk ??= `outside-${Math.random().toString(36).slice(2)}`;
      });
      const before = await focused(page);
      const after = await press(page, key);
      if (after.id === before.id && after.id !== null) break;
    }
  }
}

/**
 * Walks a screen with the arrow keys only, row by row (Down), sweeping each row both ways, and checks that every
 * focusable of the screen was reached. In right-to-left layouts "forward" along a row is the Left key, and a step
 * forward within a row must go left on screen.
 */
export async function walkScreen(page: Page, scope: string, rtl = false): Promise<string[]> {
  const all = await tagFocusables(page, scope);
  expect(all.length, `focusables in ${scope}`).toBeGreaterThan(0);
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const seen = new Set<string>();
  let at = await focused(page);
  if (at.id) seen.add(at.id);
  for (let rows = 0; rows < 60; rows++) {
    for (let i = 0; i < 30; i++) {
      const next = await press(page, backward);
      if (next.id === at.id) break;
      if (next.id) seen.add(next.id);
      at = next;
    }
    for (let i = 0; i < 30; i++) {
      const next = await press(page, forward);
      if (next.id === at.id) break;
      if (next.id) seen.add(next.id);
      if (Math.abs(next.y - next.fromY) < 4) expect(rtl ? next.x < next.fromX : next.x > next.fromX, `${forward} moves ${rtl ? 'left' : 'right'}`).toBe(true);
      at = next;
    }
    const below = await press(page, 'ArrowDown');
    if (below.id === at.id) break;
    if (below.id) seen.add(below.id);
    at = below;
  }
  const missed = all.filter((id) => !seen.has(id));
  expect(missed, `not reached by the D-pad in ${scope}`).toEqual([]);
  return all;
}

/** Moves the focus with the arrow keys, row by row as a guest would look for it, until `name` has it. */
export async function focusByDpad(page: Page, name: RegExp, rtl = false): Promise<void> {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const label = () => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
  const moved = async (key: string) => {
    const before = await label();
    const id = await page.evaluate(() => document.activeElement);
    await page.keyboard.press(key);
    await page.waitForFunction((text) => (document.activeElement?.textContent ?? '').trim() !== text, before, { timeout: 400 }).catch(() => undefined);
    return id !== null && (await label()) !== before;
  };
  for (let rows = 0; rows < 60; rows++) {
    if (name.test(await label())) return;
    while (await moved(backward)) if (name.test(await label())) return;
    while (await moved(forward)) if (name.test(await label())) return;
    if (!(await moved('ArrowDown'))) break;
  }
  expect(await label(), `focus on ${String(name)}`).toMatch(name);
}
