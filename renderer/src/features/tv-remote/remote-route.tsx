import { useLocation } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import type { TvChannel } from '@common/api';
import { neighbourChannel } from '@common/tv/channels';
import { nowAndNext } from '@common/tv/guide';
import { LoginRequired } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useWatchableChannels } from '@renderer/features/pincode';
import { useT } from '@renderer/lib/i18n';
import { PowerIcon, SpeakerIcon } from '@renderer/lib/icons/media-icons';
import { AreaChoice } from './area-choice';
import { ChannelList } from './channel-list';
import { DemoHotelNote } from './demo-hotel-note';
import { pickChannel } from './pick-channel';
import { remote } from './remote';
import { useRemoteStore } from './remote-store';
import { useNow } from './use-now';
import { useRemoteSession } from './use-remote-session';
import './tv-remote.css';

export function useOpenGuide(): (channel: TvChannel) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (channel) => {
    const query = new URLSearchParams(search);
    query.set('modalType', 'tvGuide');
    query.set('modalId', String(channel.id));
    void navigate({ pathname, search: `?${query.toString()}` });
  };
}

function NowPlaying() {
  const t = useT();
  const channels = useContentStore((s) => s.channels);
  const epg = useContentStore((s) => s.epg);
  const { channelId, on } = useRemoteStore();
  const now = useNow();
  const channel = channels.find((c) => String(c.id) === channelId);
  const { now: current, next } = nowAndNext(epg[channelId ?? ''], now);
  return (
    <div className="remote-now" role="status" aria-live="polite" data-testid="remote-now">
      {on === false ? (
        <p>{t('tvRemote.tvOff')}</p>
      ) : channel ? (
        <>
          <p className="remote-channel">
            <span className="channel-number">{channel.index}</span> {channel.name}
          </p>
          {current ? <p>{t('tvRemote.nowOn', { title: current.title })}</p> : null}
          {next ? <p className="muted">{t('tvRemote.next', { title: next.title })}</p> : null}
        </>
      ) : (
        <p className="muted">{t('tvRemote.waiting')}</p>
      )}
    </div>
  );
}

function RemotePad() {
  const t = useT();
  const channels = useWatchableChannels(useContentStore((s) => s.channels));
  const { vol, mute, channelId, power } = useRemoteStore();
  const openGuide = useOpenGuide();
  const current = channels.find((c) => String(c.id) === channelId);
  const zap = (step: 1 | -1) => {
    const target = neighbourChannel(channels, current?.id, step);
    if (target) pickChannel(target);
  };
  return (
    <div className="remote-pad">
      <button type="button" className="remote-key power" onClick={() => remote.pressPower()} aria-disabled={power.timer}>
        <PowerIcon /> <span>{t('tvRemote.power')}</span>
      </button>
      <div className="remote-volume" role="group" aria-label={t('tvRemote.volumeGroup')}>
        <button type="button" className="remote-key" onClick={() => remote.stepVolume(-5)} aria-label={t('tvRemote.volumeDown')}>
          −
        </button>
        <output className="remote-volume-value" data-testid="remote-volume">{t('tvRemote.volume', { value: vol })}</output>
        <button type="button" className="remote-key" onClick={() => remote.stepVolume(5)} aria-label={t('tvRemote.volumeUp')}>
          +
        </button>
        <button type="button" className="remote-key" aria-pressed={mute} onClick={() => remote.toggleMute()}>
          <SpeakerIcon muted={mute} /> <span>{t('tvRemote.mute')}</span>
        </button>
      </div>
      <div className="remote-zap" role="group" aria-label={t('tvRemote.channelGroup')}>
        <button type="button" className="remote-key" onClick={() => zap(-1)} aria-label={t('tvRemote.channelDown')}>
          ▼
        </button>
        <button type="button" className="remote-key" onClick={() => zap(1)} aria-label={t('tvRemote.channelUp')}>
          ▲
        </button>
        <button type="button" className="remote-key" disabled={!current} onClick={() => current && openGuide(current)}>
          {t('tvRemote.guide')}
        </button>
        <button type="button" className="remote-key" onClick={() => remote.requestSleepTimer()}>
          {t('tvRemote.sleepTimer')}
        </button>
      </div>
    </div>
  );
}

/** `/stayremote` (part 2 §2, §4): the room TV's remote on a phone or tablet. */
export function RemoteRoute() {
  const t = useT();
  const { canControl } = useRemoteSession();
  const channelId = useRemoteStore((s) => s.channelId);
  const openGuide = useOpenGuide();
  return (
    <section className="page tv-remote" aria-labelledby="tv-remote-title">
      <h1 id="tv-remote-title">{t('shell.titles.remote')}</h1>
      {canControl ? (
        <>
          <DemoHotelNote />
          <AreaChoice />
          <NowPlaying />
          <RemotePad />
          <h2>{t('shell.titles.channels')}</h2>
          <ChannelList currentId={channelId} onPick={pickChannel} onGuide={openGuide} />
        </>
      ) : (
        <LoginRequired />
      )}
    </section>
  );
}
