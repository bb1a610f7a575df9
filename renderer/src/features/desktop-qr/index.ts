import { lazy } from 'react';

export { useIsWideDesktop } from './use-desktop';
/** The encoder loads only on wide desktop screens. */
export const LazyDesktopQr = lazy(() => import('./desktop-qr').then((m) => ({ default: m.DesktopQr })));
/** The QR drawing on demand, for other screens that draw a code (the loyalty card). */
export const loadQrPath = () => import('@common/qr/qr-svg').then((m) => m.qrPath);
