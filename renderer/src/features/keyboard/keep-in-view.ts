const MARGIN_PX = 16;

/** The nearest ancestor that scrolls vertically (a dialog's overlay), or the page. */
function scrollerOf(element: Element): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Moves `field` above `keyboardTop` (a y in the viewport): with its form's submit button too when both fit in the
 * room left above the keyboard, else the field alone; nothing moves when it is already in view.
 */
export function keepInView(field: HTMLElement, keyboardTop: number): void {
  const own = field.getBoundingClientRect();
  if (own.height === 0) return;
  const submit = (field as HTMLInputElement).form?.querySelector<HTMLElement>('button[type="submit"], button:not([type])');
  const both = submit ? submit.getBoundingClientRect() : null;
  const room = keyboardTop - MARGIN_PX;
  const top = Math.min(own.top, both?.top ?? own.top);
  const bottom = both && Math.max(own.bottom, both.bottom) - top <= room - MARGIN_PX ? Math.max(own.bottom, both.bottom) : own.bottom;
  const by = bottom > room ? bottom - room : top < MARGIN_PX ? top - MARGIN_PX : 0;
  if (by === 0) return;
  const scroller = scrollerOf(field);
  if (scroller) scroller.scrollBy({ top: by });
  else window.scrollBy({ top: by });
}
