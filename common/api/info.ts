/** Part 2 §7 `POST {api}/weather` (form data); the client reads null on any failure. */
interface WeatherDay {
  date: string;
  minC: number;
  maxC: number;
  condition: string;
  icon?: string;
}

export interface Weather {
  location: string;
  current: { temperatureC: number; condition: string; icon?: string };
  forecast: WeatherDay[];
}

export interface Flight {
  flight: string;
  time: string;
  gate?: string;
  status: string;
  destination?: string;
  origin?: string;
}

/** Part 2 §7 `POST {api}/getScheduleAirport` (form data: airport); null on failure. */
export interface AirportSchedule {
  airport: string;
  name: string;
  departures: Flight[];
  arrivals: Flight[];
}

export const infoPaths = {
  weather: '/weather',
  airportSchedule: '/getScheduleAirport',
} as const;
