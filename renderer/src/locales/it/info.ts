import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: 'Meteo',
  noWeather: 'Il meteo non è disponibile al momento',
  forecast: 'Previsioni',
  flights: 'Voli',
  noSchedule: "L'orario dei voli non è disponibile al momento",
  departures: 'Partenze',
  arrivals: 'Arrivi',
  time: 'Ora',
  flight: 'Volo',
  destination: 'Destinazione',
  origin: 'Da',
  gate: 'Gate',
  status: 'Stato',
  flightStatus: {
    'on-time': 'In orario',
    boarding: 'Imbarco',
    departed: 'Partito',
    delayed: 'In ritardo',
    cancelled: 'Cancellato',
    landed: 'Atterrato',
    expected: 'Previsto',
  },
};
