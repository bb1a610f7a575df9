import { ROOT_FOCUS_KEY, SpatialNavigation, doesFocusableExist, getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { registerDomScope, type DomScope } from './dom-scope';

const noop = () => undefined;
let counter = 0;

interface OpenModal {
  node: HTMLElement;
  key: string;
  scope: DomScope;
  previous: string;
}

/**
 * Dialogs, the language modal, the room registration and the modals opened by query take the D-pad while they are
 * open: their controls are registered inside a boundary, focus goes in, and comes back where it was when they close.
 */
export function useModalScope(): void {
  useEffect(() => {
    let open: OpenModal | null = null;

    const close = () => {
      if (!open) return;
      const { scope, key, previous } = open;
      open = null;
      scope.dispose();
      SpatialNavigation.removeFocusable({ focusKey: key });
      // The dialog's own clean-up may hand the DOM focus back to the page first: take it back where it was.
      setTimeout(() => {
        if (open) return;
        const target = previous && previous !== ROOT_FOCUS_KEY && doesFocusableExist(previous) ? previous : ROOT_FOCUS_KEY;
        void setFocus(target);
      }, 0);
    };

    const check = () => {
      const top = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].at(-1) ?? null;
      if (open?.node === top) return;
      close();
      if (!top) return;
      const key = `modal-${++counter}`;
      const previous = getCurrentFocusKey();
      SpatialNavigation.addFocusable({
        focusKey: key,
        node: top,
        parentFocusKey: ROOT_FOCUS_KEY,
        onEnterPress: noop,
        onEnterRelease: noop,
        onArrowPress: () => true,
        onArrowRelease: noop,
        onFocus: noop,
        onBlur: noop,
        onUpdateFocus: noop,
        onUpdateHasFocusedChild: noop,
        saveLastFocusedChild: true,
        trackChildren: false,
        isFocusBoundary: true,
        autoRestoreFocus: true,
        forceFocus: false,
        focusable: true,
      });
      const scope = registerDomScope({ root: top, parentFocusKey: key, skip: '[data-tv-none]' });
      open = { node: top, key, scope, previous };
      requestAnimationFrame(() => {
        if (open?.scope === scope && !scope.focusActive()) scope.focusFirst();
      });
    };

    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
    check();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      close();
    };
  }, []);
}
