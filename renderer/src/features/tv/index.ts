import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';

/** TV mode's whole layout, with hls.js behind it: neither reaches a phone or a tablet. */
export const LazyTvLayout = lazy(withFeatureTexts(() => import('./tv-layout').then((m) => ({ default: m.TvLayout }))));
