import { useEffect } from 'react';
import { create } from 'zustand';
import type { Weather } from '@common/api';
import { WEATHER_REFETCH_MS } from '@common/spec';
import { scheduler } from '@renderer/lib/scheduler';
import { fetchWeather } from './info-calls';

interface WeatherState {
  weather: Weather | null;
  loaded: boolean;
  load: (lang: string, hotelId?: number) => Promise<void>;
}

export const useWeatherStore = create<WeatherState>()((set) => ({
  weather: null,
  loaded: false,
  load: async (lang, hotelId) => set({ weather: await fetchWeather({ lang, hotelId }), loaded: true }),
}));

/** Part 2 §7: fetched when shown and refetched every 30 minutes while shown. */
export function useWeather(lang: string, hotelId?: number): { weather: Weather | null; loaded: boolean } {
  const weather = useWeatherStore((s) => s.weather);
  const loaded = useWeatherStore((s) => s.loaded);
  useEffect(() => {
    const load = () => useWeatherStore.getState().load(lang, hotelId);
    void load();
    return scheduler.register({ name: 'weather', intervalMs: WEATHER_REFETCH_MS, tabletOnly: false, run: load });
  }, [lang, hotelId]);
  return { weather, loaded };
}
