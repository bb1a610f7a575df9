import { SpatialNavigation, getCurrentFocusKey } from '@noriginmedia/norigin-spatial-navigation';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const noop = () => undefined;
let counter = 0;

const isShown = (element: HTMLElement) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

/** Enter on a screen that was not written for the D-pad: what a click or Return would do there. */
export function activate(element: HTMLElement): void {
  if (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(element.type)) {
    element.form?.requestSubmit();
    return;
  }
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return;
  element.click();
}

export interface DomScopeOptions {
  /** Where the scope's focusables live. */
  root: HTMLElement;
  /** The focus key of the container the elements are registered under (it must exist). */
  parentFocusKey: string;
  /** Elements inside these are left alone: they register themselves (the TV's own components). */
  skip?: string;
}

/**
 * Gives the D-pad every link, button and field of a screen that does not know about it (hotel pages, the cart,
 * the profile...): each is registered with the spatial navigation as the DOM shows it, and kept in step with the
 * DOM as the screen changes. Enter activates the element as a click would.
 */
export function registerDomScope({ root, parentFocusKey, skip = '[data-tv-own]' }: DomScopeOptions): DomScope {
  const keys = new Map<HTMLElement, string>();

  const add = (element: HTMLElement) => {
    const focusKey = `dom-${++counter}`;
    keys.set(element, focusKey);
    SpatialNavigation.addFocusable({
      focusKey,
      node: element,
      parentFocusKey,
      onEnterPress: () => activate(element),
      onEnterRelease: noop,
      onArrowPress: () => true,
      onArrowRelease: noop,
      onFocus: noop,
      onBlur: noop,
      onUpdateFocus: noop,
      onUpdateHasFocusedChild: noop,
      saveLastFocusedChild: false,
      trackChildren: false,
      isFocusBoundary: false,
      autoRestoreFocus: true,
      forceFocus: false,
      focusable: true,
    });
  };

  const scan = () => {
    const found = new Set(
      [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest(skip) && isShown(element)),
    );
    for (const [element, focusKey] of keys) {
      if (found.has(element)) continue;
      keys.delete(element);
      SpatialNavigation.removeFocusable({ focusKey });
    }
    for (const element of found) if (!keys.has(element)) add(element);
  };

  // Focus moved by the page itself (a dialog focusing its field, a click): the D-pad continues from there.
  const follow = (event: FocusEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target) return;
    if (!keys.has(target)) scan();
    const focusKey = keys.get(target);
    if (focusKey && getCurrentFocusKey() !== focusKey) void SpatialNavigation.setFocus(focusKey);
  };
  root.addEventListener('focusin', follow);

  let pending = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(scan);
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'class', 'style', 'aria-hidden'] });
  scan();
  return {
    dispose() {
      root.removeEventListener('focusin', follow);
      observer.disconnect();
      cancelAnimationFrame(pending);
      for (const focusKey of keys.values()) SpatialNavigation.removeFocusable({ focusKey });
      keys.clear();
    },
    /** Focuses the first element in document order; false when the scope has none. */
    focusFirst(): boolean {
      scan();
      const first = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => keys.has(element));
      const focusKey = first ? keys.get(first) : undefined;
      if (focusKey) void SpatialNavigation.setFocus(focusKey);
      return focusKey !== undefined;
    },
    /** Puts the spatial focus where the DOM focus already is, when that is inside; false otherwise. */
    focusActive(): boolean {
      scan();
      const active = document.activeElement;
      const focusKey = active instanceof HTMLElement ? keys.get(active) : undefined;
      if (focusKey) void SpatialNavigation.setFocus(focusKey);
      return focusKey !== undefined;
    },
  };
}

export interface DomScope {
  dispose(): void;
  focusFirst(): boolean;
  focusActive(): boolean;
}
