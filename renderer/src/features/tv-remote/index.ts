import { lazy } from 'react';
import type { RoomRadioSource } from '@common/api';
import { withFeatureTexts } from '@renderer/lib/i18n';

export const loadRemoteRoute = withFeatureTexts(() => import('./remote-route').then((m) => ({ Component: m.RemoteRoute })));
export const loadChannelsRoute = withFeatureTexts(() => import('./channels-route').then((m) => ({ Component: m.ChannelsRoute })));
/** `modalType=listItems` (sleepTimer, tvItems) and `modalType=tvGuide`, opened by the page query. */
export const LazyTvListModal = lazy(withFeatureTexts(() => import('./tv-modals').then((m) => ({ default: m.TvListModal }))));
export const LazyTvGuideModal = lazy(withFeatureTexts(() => import('./tv-modals').then((m) => ({ default: m.TvGuideModal }))));
/** Radio streamed to the room plays on its TV (part 2 §4): the remote's channel command carries the station. */
export const streamRadioToRoom = (radio: RoomRadioSource | null): Promise<boolean> =>
  import('./remote').then((m) => m.remote.streamRadio(radio));
