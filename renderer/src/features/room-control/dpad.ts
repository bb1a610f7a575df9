import type { KeyboardEvent } from 'react';

const CANDIDATES = 'a[href], button:not(:disabled), input:not(:disabled)';

/** The controls a D-pad walks through, in reading order; a radio group counts once (its chosen button). */
const stops = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter((element) => element.tabIndex >= 0);

/**
 * Arrow keys of a keyboard or a TV remote's D-pad: up and down go to the previous or next control; left and
 * right too (mirrored right to left), except on a slider, which they move, and in a radio group, which handles
 * them itself.
 */
export function onDpadKey(event: KeyboardEvent<HTMLElement>): void {
  const { key } = event;
  if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(key)) return;
  const target = event.target as HTMLElement;
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  if (horizontal && target instanceof HTMLInputElement && target.type === 'range') return;
  const list = stops(event.currentTarget);
  const at = list.indexOf(target);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const forward = key === 'ArrowDown' || (key === 'ArrowRight') !== rtl;
  const next = list[at + (forward ? 1 : -1)];
  event.preventDefault();
  next?.focus();
}
