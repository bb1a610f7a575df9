import { useSyncExternalStore } from 'react';
import { DESKTOP_QR_MIN_WIDTH_PX } from '@common/spec';

const QUERY = `(min-width: ${DESKTOP_QR_MIN_WIDTH_PX + 1}px) and (hover: hover)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const snapshot = () => window.matchMedia?.(QUERY).matches ?? false;

/** A desktop browser wider than 1000 px. */
export const useIsWideDesktop = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
