import type { AirportSchedule, Weather } from '@common/api';
import { infoPaths } from '@common/api';
import { request } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';

/** Part 2 §8: weather and schedule failures answer null; the screen shows an empty state. */
async function orNull<T>(what: string, call: Promise<T>): Promise<T | null> {
  try {
    const value = await call;
    return value && typeof value === 'object' ? value : null;
  } catch (error) {
    log('warn', `${what} not loaded`, error);
    return null;
  }
}

export const fetchWeather = (fields: { lang: string; hotelId?: number }): Promise<Weather | null> =>
  orNull('weather', request<Weather>({ base: 'api', path: infoPaths.weather, body: { form: fields } }));

export const fetchAirportSchedule = (airport: string): Promise<AirportSchedule | null> =>
  orNull('airport schedule', request<AirportSchedule>({ base: 'api', path: infoPaths.airportSchedule, body: { form: { airport } } }));
