import { useEffect, useState } from 'react';
import type { AirportSchedule, Flight } from '@common/api';
import { useT, type TranslationKey } from '@renderer/lib/i18n';
import { fetchAirportSchedule } from './info-calls';

const STATUSES = ['on-time', 'boarding', 'departed', 'delayed', 'cancelled', 'landed', 'expected'] as const;

/** The schedule's status codes (resources/README.md) read in the guest's language; an unknown code shows as sent. */
export const flightStatusText = (status: string, t: (key: TranslationKey) => string): string =>
  (STATUSES as readonly string[]).includes(status) ? t(`info.flightStatus.${status as (typeof STATUSES)[number]}`) : status;

/** Time, the flight with where it goes (or comes from) under it, gate and status: four columns fit a phone. */
function FlightTable({ caption, flights, place }: { caption: string; flights: Flight[]; place: 'destination' | 'origin' }) {
  const t = useT();
  return (
    <table className="flights">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('info.time')}</th>
          <th scope="col" aria-label={`${t('info.flight')}, ${place === 'destination' ? t('info.destination') : t('info.origin')}`}>
            {t('info.flight')}
          </th>
          <th scope="col">{t('info.gate')}</th>
          <th scope="col">{t('info.status')}</th>
        </tr>
      </thead>
      <tbody>
        {flights.map((flight) => (
          <tr key={`${flight.flight}-${flight.time}`} data-status={flight.status}>
            <td className="flight-time">{flight.time}</td>
            <td>
              <span className="flight-number">{flight.flight}</span>
              <span className="flight-place">{flight[place]}</span>
            </td>
            <td>{flight.gate}</td>
            <td className="flight-status">{flightStatusText(flight.status, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Departures and arrivals of one airport; null from the call shows an empty state. */
export function ScheduleView({ airport, title }: { airport: string | undefined; title: string }) {
  const t = useT();
  const [state, setState] = useState<{ airport?: string; schedule: AirportSchedule | null }>({ schedule: null });
  useEffect(() => {
    if (!airport) return;
    let live = true;
    void fetchAirportSchedule(airport).then((schedule) => live && setState({ airport, schedule }));
    return () => {
      live = false;
    };
  }, [airport]);
  const loaded = !airport || state.airport === airport;
  return (
    <section className="page airport-schedule" aria-labelledby="schedule-title">
      <h1 id="schedule-title">{title}</h1>
      {!state.schedule || !loaded ? (
        <p className="empty-state" role="status">
          {loaded ? t('info.noSchedule') : t('shell.loading')}
        </p>
      ) : (
        <>
          <p className="airport-name">{state.schedule.name}</p>
          <FlightTable caption={t('info.departures')} flights={state.schedule.departures ?? []} place="destination" />
          <FlightTable caption={t('info.arrivals')} flights={state.schedule.arrivals ?? []} place="origin" />
        </>
      )}
    </section>
  );
}
