import { LoginRequired } from '@renderer/features/auth';
import { useT } from '@renderer/lib/i18n';
import { ChannelList } from './channel-list';
import { DemoHotelNote } from './demo-hotel-note';
import { pickChannel } from './pick-channel';
import { useOpenGuide } from './remote-route';
import { useRemoteStore } from './remote-store';
import { useRemoteSession } from './use-remote-session';
import './tv-remote.css';

/** `/channels`: the hotel's channels; a tap switches the room's TV. */
export function ChannelsRoute() {
  const t = useT();
  const { canControl } = useRemoteSession();
  const channelId = useRemoteStore((s) => s.channelId);
  const openGuide = useOpenGuide();
  return (
    <section className="page tv-channels" aria-labelledby="tv-channels-title">
      <h1 id="tv-channels-title">{t('shell.titles.channels')}</h1>
      {canControl ? <DemoHotelNote /> : <LoginRequired />}
      {/* Without a room to switch, a channel shows its guide. */}
      <ChannelList currentId={channelId} onPick={canControl ? pickChannel : openGuide} onGuide={openGuide} />
    </section>
  );
}
