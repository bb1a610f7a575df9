import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';

/** A QR code drawn on demand: the encoder stays in the chunks of the screens that draw one. */
export const LazyQrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** `/qr/{id}`: an authQR item's QR code that opens the guest app, logged in, on a phone. */
export const loadAuthQrRoute = withFeatureTexts(() => import('./auth-qr-route').then((m) => ({ Component: m.AuthQrRoute })));

/** A phone that opened the QR code's address logs in with its tag, once, after the first paint. */
export const loadTagLogin = () => import('./tag-login');
