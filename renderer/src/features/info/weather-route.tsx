import { useGuestStore } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { useLanguageStore } from '@renderer/features/language';
import { useT } from '@renderer/lib/i18n';
import { inScale, temperatureText } from './temperature';
import { useWeather } from './use-weather';

const dayName = (date: string, lang: string) => {
  const parsed = new Date(`${date}T12:00:00`);
  return Number.isNaN(parsed.getTime()) ? date : new Intl.DateTimeFormat(lang, { weekday: 'long' }).format(parsed);
};

export function WeatherRoute() {
  const t = useT();
  const lang = useLanguageStore((s) => s.language);
  const hotelId = useHotelStore((s) => s.identity?.id);
  const scale = useGuestStore((s) => s.guest.temperatureScale);
  const { weather, loaded } = useWeather(lang, hotelId);
  return (
    <section className="page weather" aria-labelledby="weather-title">
      <h1 id="weather-title">{t('info.weather')}</h1>
      {!weather ? (
        <p className="empty-state" role="status">
          {loaded ? t('info.noWeather') : t('shell.loading')}
        </p>
      ) : (
        <>
          <p className="weather-now" data-testid="weather-now">
            {weather.current.icon ? <img src={weather.current.icon} alt="" width="48" height="48" /> : null}
            <span>{weather.location}</span> <strong>{temperatureText(weather.current.temperatureC, scale)}</strong>
          </p>
          <ul className="weather-forecast" aria-label={t('info.forecast')}>
            {weather.forecast.map((day) => (
              <li key={day.date}>
                <span>{dayName(day.date, lang)}</span>
                {day.icon ? <img src={day.icon} alt="" width="32" height="32" /> : null}
                <span>
                  {inScale(day.minC, scale)}° / {inScale(day.maxC, scale)}°
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
