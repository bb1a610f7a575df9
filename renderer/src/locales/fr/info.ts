import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: 'Météo',
  noWeather: "La météo n'est pas disponible pour le moment",
  forecast: 'Prévisions',
  flights: 'Vols',
  noSchedule: 'Les horaires des vols ne sont pas disponibles pour le moment',
  departures: 'Départs',
  arrivals: 'Arrivées',
  time: 'Heure',
  flight: 'Vol',
  destination: 'Destination',
  origin: 'Provenance',
  gate: 'Porte',
  status: 'Statut',
  flightStatus: {
    'on-time': 'À l’heure',
    boarding: 'Embarquement',
    departed: 'Parti',
    delayed: 'Retardé',
    cancelled: 'Annulé',
    landed: 'Atterri',
    expected: 'Attendu',
  },
};
