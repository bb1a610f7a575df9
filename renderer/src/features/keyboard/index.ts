import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';

export { watchPersonFocus } from './person-focus';
export { layoutForLanguage, LAYOUTS, type KeyboardLayout, type LayoutName } from './layouts';

/** Its own chunk: only room mode loads it. */
export const LazyOnScreenKeyboard = lazy(withFeatureTexts(() => import('./on-screen-keyboard').then((m) => ({ default: m.OnScreenKeyboard }))));
