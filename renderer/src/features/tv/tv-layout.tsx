import { useEffect } from 'react';
import { useMatch } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { useContentStore } from '@renderer/features/content';
import { useWatchableChannels } from '@renderer/features/pincode';
import { textDirection, useLanguageStore } from '@renderer/features/language';
import { TvPlayer } from './player/tv-player';
import { startSpatialNavigation } from './spatial/init-spatial';
import { StandbyScreen } from './standby-screen';
import { tv } from './tv-control';
import { TvHome } from './tv-home';
import { InfoBanner, NumberEntry, SleepBadge, VolumeOverlay } from './tv-overlays';
import { ChannelPanel, GuidePanel, MenuPanel, SleepPanel } from './tv-panels';
import { TvScreen } from './tv-screen';
import { useTvStore } from './tv-store';
import { useModalScope } from './spatial/use-modal-scope';
import { useTvKeys } from './use-tv-keys';
import { useTvResponder } from './use-tv-responder';
import './tv.css';

/**
 * TV mode (the kiosk on a set-top, or `?device=tv`): a 10-foot layout driven by the arrow keys, OK and Back. Home with
 * live TV and the hotel's menu, full-screen channels with their overlays and panels, standby, and every other screen of
 * the app in a D-pad frame.
 */
export function TvLayout() {
  const atHome = useMatch(paths.index) !== null;
  const language = useLanguageStore((s) => s.language);
  const channels = useWatchableChannels(useContentStore((s) => s.channels));
  const { watching, panel } = useTvStore();
  const power = useTvStore((s) => s.model.power);
  const rtl = textDirection(language) === 'rtl';
  // Before any focusable of the layout mounts (their effects run before this component's).
  startSpatialNavigation(rtl);

  useEffect(() => tv.ensureChannel(), [channels]);
  useTvKeys(atHome);
  useModalScope();
  useTvResponder();

  const place = !power ? 'hidden' : watching ? 'full' : atHome ? 'tile' : 'hidden';
  return (
    <div className="layout layout-tv" data-watching={watching || undefined}>
      {watching ? null : atHome ? (
        <main id="content" className="tv-home-main">
          <TvHome />
        </main>
      ) : (
        <TvScreen />
      )}
      <TvPlayer place={place} />
      {watching && power ? (
        <>
          <InfoBanner />
          {panel === 'menu' ? <MenuPanel /> : null}
          {panel === 'channels' ? <ChannelPanel /> : null}
          {panel === 'guide' ? <GuidePanel /> : null}
          {panel === 'sleep' ? <SleepPanel /> : null}
        </>
      ) : null}
      <VolumeOverlay />
      <NumberEntry />
      <SleepBadge />
      {power ? null : <StandbyScreen />}
    </div>
  );
}
