import { useId } from 'react';
import { useGuestStore, type TemperatureScale } from '@renderer/features/auth';
import { chooseLanguage, useLanguageStore } from '@renderer/features/language';
import { ParentalLockSettings } from '@renderer/features/pincode';
import { useT } from '@renderer/lib/i18n';
import './settings.css';

const SCALES: TemperatureScale[] = ['celsius', 'fahrenheit'];

function LanguageChoice() {
  const t = useT();
  const headingId = useId();
  const { language, languages } = useLanguageStore();
  if (languages.length < 2) return null;
  return (
    <section className="settings-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('screens.settings.language')}</h2>
      <div className="option-list" role="radiogroup" aria-labelledby={headingId}>
        {languages.map((item) => (
          <label key={item.code} className="option-row" lang={item.code}>
            <input type="radio" name="language" checked={item.code === language} onChange={() => chooseLanguage(item.code, language)} />
            {item.title}
          </label>
        ))}
      </div>
    </section>
  );
}

function TemperatureChoice() {
  const t = useT();
  const headingId = useId();
  const scale = useGuestStore((s) => s.guest.temperatureScale);
  const setGuest = useGuestStore((s) => s.setGuest);
  return (
    <section className="settings-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('login.temperatureScale')}</h2>
      <div className="option-list" role="radiogroup" aria-labelledby={headingId}>
        {SCALES.map((option) => (
          <label key={option} className="option-row">
            <input type="radio" name="temperatureScale" checked={scale === option} onChange={() => setGuest({ temperatureScale: option })} />
            {t(`login.${option}`)}
          </label>
        ))}
      </div>
    </section>
  );
}

/** `/settings` (part 1 §1 "choose language and temperature scale", §3 pin code): each choice takes effect at once. */
export function SettingsRoute() {
  const t = useT();
  return (
    <section className="page settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('shell.titles.settings')}</h1>
      <LanguageChoice />
      <TemperatureChoice />
      <section className="settings-group">
        <p className="settings-hint">{t('screens.settings.parentalLockHint')}</p>
        <ParentalLockSettings />
      </section>
    </section>
  );
}
