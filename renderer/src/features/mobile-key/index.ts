import { withFeatureTexts } from '@renderer/lib/i18n';

import './key-farewell';

export { useMobileKeyStore, useHasMobileKey, type MobileKeyRecord } from './mobile-key-store';

export const loadMobileKeyRoute = withFeatureTexts(() => import('./mobile-key-route').then((m) => ({ Component: m.MobileKeyRoute })));

/** Keeps the key in step with the login and the menu; it loads after the first paint. */
export const loadMobileKeyWatch = () => import('./watch-mobile-key');
