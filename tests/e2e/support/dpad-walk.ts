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

interface At {
  /** The focused element's walk id (an element outside the walked scope gets one too, so standing still is seen). */
  id: string | null;
  label: string;
  x: number;
  y: number;
  /** The centre of the element the key was pressed on, in the layout after the key (a row may have scrolled). */
  fromX: number;
  fromY: number;
}

/**
 * Where the focus is once a key has been handled: as soon as it has left the element `previous` names, or, when
 * it stays, after three frames and 60 ms (the spatial navigation moves it within a frame of the key), with 500 ms as
 * the ceiling when the page paints no frames. A press that moves nothing costs a few frames, not a fixed wait.
 */
const settle = (page: Page, previous: string | null) =>
  page.evaluate(
    (prev) =>
      new Promise<At>((resolve) => {
        const centre = (el: Element | null | undefined) => {
          const box = el?.getBoundingClientRect();
          return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 };
        };
        const active = () => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          el.dataset.walk ??= `outside-${Math.random().toString(36).slice(2)}`;
          return el;
        };
        const answer = () => {
          const el = active();
          const before = centre(prev ? document.querySelector(`[data-walk="${CSS.escape(prev)}"]`) : el);
          const label = (el?.textContent ?? '').trim();
          resolve({ id: el?.dataset.walk ?? null, label, ...centre(el), fromX: before.x, fromY: before.y });
        };
        const start = performance.now();
        let frames = 0;
        const ceiling = setTimeout(answer, 500);
        const tick = () => {
          if ((active()?.dataset.walk ?? null) !== prev || (++frames >= 3 && performance.now() - start >= 60)) {
            clearTimeout(ceiling);
            answer();
          } else requestAnimationFrame(tick);
        };
        tick();
      }),
    previous,
  );

/** Where the focus is now. */
const where = (page: Page) => settle(page, '\u0000');

/** Presses a key on the element `from` and answers where the focus went (`from` again when it did not move). */
async function press(page: Page, key: string, from: At): Promise<At> {
  await page.keyboard.press(key);
  return settle(page, from.id);
}

/** Up to the top row, then back to its start: where a guest begins to read a screen. */
export async function toStart(page: Page, rtl = false): Promise<void> {
  let at = await where(page);
  for (const key of ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft']) {
    const passed = new Set([at.id]);
    for (let i = 0; i < 40; i++) {
      const next = await press(page, key, at);
      if (next.id === at.id || passed.has(next.id)) break;
      passed.add(next.id);
      at = next;
    }
  }
}

/** Gives the focus to the element `id` names, as a touch would: the spatial navigation takes it from there. */
const focusOn = (page: Page, id: string) =>
  page.evaluate((walk) => (document.querySelector(`[data-walk="${CSS.escape(walk)}"]`) as HTMLElement | null)?.focus(), id);

const ARROWS = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft'] as const;

/**
 * Proves that the arrow keys reach every focusable of a screen from where its focus starts: from each element reached
 * so far, each arrow is pressed once and where the focus lands is reached too, until nothing new is (a search of the
 * screen's arrow-key graph). A step along a row must go the way its key points on screen: Left goes left, in a
 * right-to-left layout too, where the library mirrors which neighbour comes next.
 */
export async function walkScreen(page: Page, scope: string): Promise<string[]> {
  const all = await tagFocusables(page, scope);
  expect(all.length, `focusables in ${scope}`).toBeGreaterThan(0);
  const start = await where(page);
  const reached = new Set<string>(start.id ? [start.id] : []);
  const queue = start.id ? [start.id] : [];
  const done = () => all.every((id) => reached.has(id));
  while (queue.length > 0 && !done()) {
    const from = queue.shift() as string;
    for (const key of ARROWS) {
      if (done()) break;
      await focusOn(page, from);
      const before = await where(page);
      if (before.id !== from) break;
      const next = await press(page, key, before);
      if (!next.id || next.id === from) continue;
      if (Math.abs(next.y - next.fromY) < 4 && Math.abs(next.x - next.fromX) >= 4) {
        expect(next.x < next.fromX, `${key} from ${from} to ${next.id} moves ${key === 'ArrowLeft' ? 'left' : 'right'}`).toBe(key === 'ArrowLeft');
      }
      if (!reached.has(next.id)) {
        reached.add(next.id);
        queue.push(next.id);
      }
    }
  }
  const missed = all.filter((id) => !reached.has(id));
  expect(missed, `not reached by the D-pad in ${scope}`).toEqual([]);
  return all;
}

/** Moves the focus with the arrow keys, row by row as a guest would look for it, until `name` has it. */
export async function focusByDpad(page: Page, name: RegExp, rtl = false): Promise<void> {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let at = await where(page);
  const sweep = async (key: string) => {
    const passed = new Set([at.id]);
    for (let i = 0; i < 30 && !name.test(at.label); i++) {
      const next = await press(page, key, at);
      if (next.id === at.id || passed.has(next.id)) return;
      passed.add(next.id);
      at = next;
    }
  };
  const wentDown = new Set<string | null>();
  for (let rows = 0; rows < 60 && !name.test(at.label); rows++) {
    await sweep(backward);
    await sweep(forward);
    if (name.test(at.label) || wentDown.has(at.id)) break;
    wentDown.add(at.id);
    const below = await press(page, 'ArrowDown', at);
    if (below.id === at.id) break;
    at = below;
  }
  expect(at.label, `focus on ${String(name)}`).toMatch(name);
}
