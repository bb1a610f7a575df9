import { useEffect, useId, useMemo } from 'react';
import type { RadioStation } from '@common/api';
import { useAuthStore } from '@renderer/features/auth';
import { loadMediaLists, useContentStore } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { useDeviceStore } from '@renderer/features/room';
import { useT } from '@renderer/lib/i18n';
import type { TranslationKey } from '@renderer/lib/i18n';
import { bindRadioPlayer } from './radio-player';
import { toggleRadioFavourite, useRadioStore } from './radio-store';
import { stationName } from './station-name';
import './radio.css';

const ALL = 'all';
const FAVOURITES = 'favourites';
const KNOWN = ['music', 'news', 'talk', 'chill', 'classical', 'jazz', 'pop', 'world'] as const;

const categoriesOf = (station: RadioStation): string[] =>
  (station.category ?? '').split(',').map((c) => c.trim()).filter(Boolean);

function categoryLabel(t: (key: TranslationKey) => string, code: string): string {
  if (code === ALL) return t('radio.all');
  if (code === FAVOURITES) return t('radio.favourites');
  if ((KNOWN as readonly string[]).includes(code)) return t(`radio.category.${code as (typeof KNOWN)[number]}`);
  return code.charAt(0).toUpperCase() + code.slice(1);
}

function StationRow({ station }: { station: RadioStation }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.language);
  const { track, state, favourites, dispatch } = useRadioStore();
  const current = track === station.stationId;
  const favourite = favourites.includes(station.stationId);
  const name = stationName(station, lang);
  return (
    <li className={`station-row${current ? ' current' : ''}`} data-station={station.stationId}>
      <button
        type="button"
        className="station-pick"
        aria-pressed={current && (state === 'play' || state === 'loading')}
        onClick={() => dispatch({ type: 'select', stationId: station.stationId })}
      >
        <span className="station-state" aria-hidden="true">
          {current && state === 'play' ? '❚❚' : '▶'}
        </span>
        <span className="station-name">{name}</span>
        {current ? <span className="station-status">{t(`radio.state.${state}`)}</span> : null}
      </button>
      <button
        type="button"
        className="icon-button favourite"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'radio.removeFavourite' : 'radio.addFavourite', { name })}
        onClick={() => toggleRadioFavourite(station.stationId)}
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

function PlayerBar({ canStream }: { canStream: boolean }) {
  const t = useT();
  const id = useId();
  const lang = useLanguageStore((s) => s.language);
  const stations = useContentStore((s) => s.radio);
  const { track, state, volume, muted, streaming, dispatch } = useRadioStore();
  const station = stations.find((s) => s.stationId === track);
  return (
    <section className="radio-player" aria-label={t('radio.player')} data-testid="radio-player" data-state={state}>
      <p className="radio-now" role="status">
        {station ? (
          <>
            <strong>{stationName(station, lang)}</strong> <span>{t(streaming && state === 'play' ? 'radio.inRoom' : `radio.state.${state}`)}</span>
          </>
        ) : (
          t('radio.choose')
        )}
      </p>
      <div className="radio-controls">
        <button type="button" className="remote-key" disabled={!station} onClick={() => station && dispatch({ type: 'select', stationId: station.stationId })}>
          {state === 'play' ? t('radio.pause') : t('radio.play')}
        </button>
        <button type="button" className="remote-key" disabled={!station} onClick={() => dispatch({ type: 'stop' })}>
          {t('radio.stop')}
        </button>
        <button type="button" className="remote-key" aria-label={t('radio.volumeDown')} onClick={() => dispatch({ type: 'volume', steps: -1 })}>
          −
        </button>
        <output className="radio-volume" data-testid="radio-volume">{Math.round(volume * 100)}%</output>
        <button type="button" className="remote-key" aria-label={t('radio.volumeUp')} onClick={() => dispatch({ type: 'volume', steps: 1 })}>
          +
        </button>
        <button type="button" className="remote-key" aria-pressed={muted} onClick={() => dispatch({ type: 'mute' })}>
          {t('radio.mute')}
        </button>
      </div>
      {canStream ? (
        <label className="radio-stream" htmlFor={id}>
          <input id={id} type="checkbox" checked={streaming} onChange={(event) => useRadioStore.setState({ streaming: event.target.checked })} />
          {t('radio.stream')}
        </label>
      ) : null}
    </section>
  );
}

/** `/radio` (part 2 §4): stations by category, favourites, the player, and streaming to the room's TV. */
export function RadioRoute() {
  const t = useT();
  const stations = useContentStore((s) => s.radio);
  const { category, favourites } = useRadioStore();
  const token = useAuthStore((s) => s.token);
  const registered = useDeviceStore((s) => Boolean(s.registration));
  const tv = useDeviceStore((s) => s.mode === 'tv');
  const categories = useMemo(() => [...new Set(stations.flatMap(categoriesOf))], [stations]);
  const shown =
    category === FAVOURITES
      ? stations.filter((s) => favourites.includes(s.stationId))
      : category === ALL
        ? stations
        : stations.filter((s) => categoriesOf(s).includes(category));

  useEffect(bindRadioPlayer, []);
  useEffect(() => void loadMediaLists(), []);

  return (
    <section className="page radio" aria-labelledby="radio-title">
      <h1 id="radio-title">{t('shell.titles.radio')}</h1>
      <PlayerBar canStream={(Boolean(token) || registered) && !tv} />
      <div className="channel-categories" role="group" aria-label={t('radio.categories')}>
        {[ALL, FAVOURITES, ...categories].map((code) => (
          <button key={code} type="button" className="chip" aria-pressed={category === code} onClick={() => useRadioStore.setState({ category: code })}>
            {categoryLabel(t, code)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="empty-state">{category === FAVOURITES ? t('radio.noFavourites') : t('radio.noStations')}</p>
      ) : (
        <ul className="station-list">
          {shown.map((station) => (
            <StationRow key={station.stationId} station={station} />
          ))}
        </ul>
      )}
    </section>
  );
}
