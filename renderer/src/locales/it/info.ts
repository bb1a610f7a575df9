import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: 'Meteo',
  noWeather: 'Il meteo non è disponibile in questo momento',
  forecast: 'Previsioni',
  flights: 'Voli',
  noSchedule: 'L\'orario dei voli non è disponibile in questo momento',
  departures: 'Partenze',
  arrivals: 'Arrivi',
  time: 'Ora',
  flight: 'Volo',
  destination: 'Destinazione',
  origin: 'Provenienza',
  gate: 'Uscita',
  status: 'Stato',
};
