import { useEffect, useState } from 'react';
import type { AirportSchedule, Flight } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { fetchAirportSchedule } from './info-calls';

function FlightTable({ caption, flights, place }: { caption: string; flights: Flight[]; place: 'destination' | 'origin' }) {
  const t = useT();
  return (
    <table className="flights">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('info.time')}</th>
          <th scope="col">{t('info.flight')}</th>
          <th scope="col">{place === 'destination' ? t('info.destination') : t('info.origin')}</th>
          <th scope="col">{t('info.gate')}</th>
          <th scope="col">{t('info.status')}</th>
        </tr>
      </thead>
      <tbody>
        {flights.map((flight) => (
          <tr key={`${flight.flight}-${flight.time}`}>
            <td>{flight.time}</td>
            <td>{flight.flight}</td>
            <td>{flight[place]}</td>
            <td>{flight.gate}</td>
            <td>{flight.status}</td>
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
