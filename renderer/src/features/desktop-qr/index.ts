import { lazy } from 'react';

export { useIsWideDesktop } from './use-desktop';
/** The encoder loads only on wide desktop screens. */
export const LazyDesktopQr = lazy(() => import('./desktop-qr').then((m) => ({ default: m.DesktopQr })));
