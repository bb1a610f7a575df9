import { GetBoundingClientRectAdapter, init, setKeyMap, updateRtl } from '@noriginmedia/norigin-spatial-navigation';

/** Arrow keys and OK of a TV remote (Enter; 'Select' on some set-tops); Back is ours (back-keys.ts). */
const KEY_MAP = { left: [37, 'ArrowLeft'], up: [38, 'ArrowUp'], right: [39, 'ArrowRight'], down: [40, 'ArrowDown'], enter: [13, 'Enter', 'Select'] };

let started = false;

/**
 * The D-pad moves focus by the elements' positions on screen (norigin-spatial-navigation); the DOM focus follows,
 * so the focused element is the one the browser shows and the screen reader reads. In right-to-left languages the
 * library mirrors left and right. It must run before the first focusable mounts.
 */
export function startSpatialNavigation(rtl: boolean): void {
  if (started) return updateRtl(rtl);
  init({ shouldFocusDOMNode: true, domNodeFocusOptions: { preventScroll: false }, rtl, layoutAdapter: GetBoundingClientRectAdapter, throttle: 0 });
  setKeyMap(KEY_MAP);
  started = true;
}
