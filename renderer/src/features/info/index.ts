import { lazy } from 'react';

export const loadWeatherRoute = () => import('./weather-route').then((m) => ({ Component: m.WeatherRoute }));
export const loadFlightsRoute = () => import('./flights-route').then((m) => ({ Component: m.FlightsRoute }));
export const loadWidgetRoute = () => import('./widget-route').then((m) => ({ Component: m.WidgetRoute }));
/** The tablet header's weather; phones never load it. */
export const LazyTabletWeather = lazy(() => import('./tablet-weather').then((m) => ({ default: m.TabletWeather })));
