import { lazy } from 'react';

export { layoutForLanguage, LAYOUTS, type KeyboardLayout, type LayoutName } from './layouts';

/** Its own chunk: only room mode loads it. */
export const LazyOnScreenKeyboard = lazy(() => import('./on-screen-keyboard').then((m) => ({ default: m.OnScreenKeyboard })));
