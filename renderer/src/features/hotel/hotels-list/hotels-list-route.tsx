import { useEffect, useState } from 'react';
import type { HotelSummary } from '@common/api';
import { hotelHost } from '@common/api';
import { mediaUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useHotelStore } from '../store';
import { fetchHotels } from './hotel-list-calls';
import './hotels-list.css';

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; hotels: HotelSummary[] };

/** Another hotel's app: the same address with that hotel's label (none from an IP address). */
export function hotelAddress(name: string, here: Pick<Location, 'protocol' | 'host' | 'port'>): string | undefined {
  const host = hotelHost(name, here.host);
  return host ? `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}/` : undefined;
}

function useHotels(round: number): ListState {
  const [state, setState] = useState<{ round: number; state: ListState } | null>(null);
  useEffect(() => {
    let live = true;
    fetchHotels().then(
      (answer) => live && setState({ round, state: answer.result === 0 ? { status: 'ready', hotels: answer.data } : { status: 'failed' } }),
      (error: unknown) => {
        log('warn', 'hotel list failed', error);
        if (live) setState({ round, state: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [round]);
  return state?.round === round ? state.state : { status: 'loading' };
}

function HotelCard({ hotel, current }: { hotel: HotelSummary; current: boolean }) {
  const t = useT();
  const href = current ? undefined : hotelAddress(hotel.name, location);
  const body = (
    <>
      {hotel.logo ? <img className="hotel-card-logo" src={mediaUrl(hotel.logo, '')} alt="" /> : null}
      <span className="hotel-card-title">{hotel.title}</span>
      {hotel.description ? <span className="hotel-card-text">{hotel.description}</span> : null}
      {current ? <span className="hotel-card-current">{t('screens.hotels.current')}</span> : null}
    </>
  );
  return (
    <li className="hotel-card" data-testid="hotel-card" aria-current={current ? 'true' : undefined}>
      {href ? <a href={href}>{body}</a> : <div>{body}</div>}
    </li>
  );
}

/** `/hotels-list`: the hotels of the installation; each opens its own app, the current one is marked. */
export function HotelsListRoute() {
  const t = useT();
  const here = useHotelStore((s) => s.hotel);
  const [round, setRound] = useState(0);
  const state = useHotels(round);
  return (
    <section className="page hotels-list" aria-labelledby="hotels-title">
      <h1 id="hotels-title">{t('shell.titles.hotelsList')}</h1>
      <p>{t('screens.hotels.intro')}</p>
      {state.status === 'loading' ? <p className="empty-state" role="status">{t('screens.hotels.loading')}</p> : null}
      {state.status === 'failed' ? (
        <div role="alert">
          <p>{t('screens.hotels.failed')}</p>
          <button type="button" onClick={() => setRound((n) => n + 1)}>
            {t('screens.hotels.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <ul className="hotel-cards">
          {state.hotels.map((hotel) => (
            <HotelCard key={hotel.name} hotel={hotel} current={hotel.name === here} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
