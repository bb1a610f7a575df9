import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: 'Wetter',
  noWeather: 'Das Wetter ist gerade nicht verfügbar',
  forecast: 'Vorhersage',
  flights: 'Flüge',
  noSchedule: 'Der Flugplan ist gerade nicht verfügbar',
  departures: 'Abflüge',
  arrivals: 'Ankünfte',
  time: 'Zeit',
  flight: 'Flug',
  destination: 'Ziel',
  origin: 'Von',
  gate: 'Gate',
  status: 'Status',
  flightStatus: {
    'on-time': 'Pünktlich',
    boarding: 'Boarding',
    departed: 'Gestartet',
    delayed: 'Verspätet',
    cancelled: 'Annulliert',
    landed: 'Gelandet',
    expected: 'Erwartet',
  },
};
