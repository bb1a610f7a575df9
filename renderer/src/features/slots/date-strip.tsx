import { useT } from '@renderer/lib/i18n';
import { useLanguageStore } from '@renderer/features/language';
import { isoDay } from './slot-rules';

export function dayLabel(date: Date, lang: string): { weekday: string; day: string } {
  try {
    return {
      weekday: new Intl.DateTimeFormat(lang, { weekday: 'short' }).format(date),
      day: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(date),
    };
  } catch {
    return { weekday: '', day: isoDay(date) };
  }
}

/** The days a slot can be booked on, as toggle buttons; the chosen one is pressed. */
export function DateStrip({ dates, value, onChange }: { dates: Date[]; value: string; onChange: (day: string) => void }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.language);
  return (
    <div className="date-strip" role="group" aria-label={t('services.slots.date')}>
      {dates.map((date) => {
        const day = isoDay(date);
        const label = dayLabel(date, lang);
        return (
          <button key={day} type="button" aria-pressed={day === value} data-day={day} onClick={() => onChange(day)}>
            <span className="date-strip-weekday">{label.weekday}</span>
            <span>{label.day}</span>
          </button>
        );
      })}
    </div>
  );
}
