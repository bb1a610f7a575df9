import { Link } from 'react-router-dom';
import { useGuestStore } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { useLanguageStore } from '@renderer/features/language';
import { useT } from '@renderer/lib/i18n';
import { inScale, temperatureText } from './temperature';
import { useWeather } from './use-weather';

/** The tablet header's weather: the current temperature, linking to the weather screen. */
export function TabletWeather({ to }: { to: string }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.language);
  const hotelId = useHotelStore((s) => s.identity?.id);
  const scale = useGuestStore((s) => s.guest.temperatureScale);
  const { weather } = useWeather(lang, hotelId);
  if (!weather) return null;
  return (
    <Link to={to} className="tablet-weather" aria-label={`${t('info.weather')}: ${temperatureText(weather.current.temperatureC, scale)}`}>
      {weather.current.icon ? <img src={weather.current.icon} alt="" width="24" height="24" /> : null}
      <span>{inScale(weather.current.temperatureC, scale)}°</span>
    </Link>
  );
}
