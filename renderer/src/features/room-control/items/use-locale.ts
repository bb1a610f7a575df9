import { useGuestStore } from '@renderer/features/auth';
import { useLanguageStore } from '@renderer/features/language';
import type { TemperatureUnit } from '@renderer/lib/temperature';

/** The guest's language (for digits) and temperature scale. */
export function useReading(): { locale: string; scale: TemperatureUnit } {
  const locale = useLanguageStore((s) => s.language);
  const scale = useGuestStore((s) => s.guest.temperatureScale);
  return { locale, scale };
}

export const percent = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
