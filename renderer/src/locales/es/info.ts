import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: 'Tiempo',
  noWeather: 'El tiempo no está disponible en este momento',
  forecast: 'Pronóstico',
  flights: 'Vuelos',
  noSchedule: 'El horario de vuelos no está disponible en este momento',
  departures: 'Salidas',
  arrivals: 'Llegadas',
  time: 'Hora',
  flight: 'Vuelo',
  destination: 'Destino',
  origin: 'Origen',
  gate: 'Puerta',
  status: 'Estado',
  flightStatus: {
    'on-time': 'A tiempo',
    boarding: 'Embarcando',
    departed: 'Despegado',
    delayed: 'Retrasado',
    cancelled: 'Cancelado',
    landed: 'Aterrizado',
    expected: 'Previsto',
  },
};
