import type { Dayjs } from 'dayjs';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { DAY_FORMAT } from './order-format';
import { atTime, clampChoice, HOURS, isChoosable, MINUTES, pickerDays } from './wake-up-rules';

const pad = (n: number) => String(n).padStart(2, '0');

interface DayTimePickerProps {
  now: Dayjs;
  initial: Dayjs;
  submitLabel: string;
  busy: boolean;
  onSubmit: (choice: Dayjs) => void;
}

/** Day, hour and minute as three labelled selects: keyboard and screen-reader friendly, slots before now + shift disabled. */
export function DayTimePicker({ now, initial, submitLabel, busy, onSubmit }: DayTimePickerProps) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState(() => clampChoice(initial, now));
  const days = pickerDays(now);
  const day = choice.startOf('day');
  const pick = (next: Dayjs) => setChoice(clampChoice(next, now));
  const hourOpen = (hour: number) => MINUTES.some((minute) => isChoosable(atTime(day, hour, minute), now));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && isChoosable(choice, now)) onSubmit(choice);
  };

  return (
    <form className="day-time-picker" onSubmit={submit} data-testid="day-time-picker">
      <div className="picker-wheels">
        <label htmlFor={`${id}-day`}>
          {t('orders.wakeUp.day')}
          <select
            id={`${id}-day`}
            value={day.valueOf()}
            onChange={(event) => pick(atTime(days.find((d) => d.valueOf() === Number(event.target.value)) ?? day, choice.hour(), choice.minute()))}
          >
            {days.map((option) => (
              <option key={option.valueOf()} value={option.valueOf()}>
                {option.format(DAY_FORMAT)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-hour`}>
          {t('orders.wakeUp.hour')}
          <select id={`${id}-hour`} value={choice.hour()} onChange={(event) => pick(atTime(day, Number(event.target.value), choice.minute()))}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour} disabled={!hourOpen(hour)}>
                {pad(hour)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-minute`}>
          {t('orders.wakeUp.minute')}
          <select id={`${id}-minute`} value={choice.minute()} onChange={(event) => pick(atTime(day, choice.hour(), Number(event.target.value)))}>
            {MINUTES.map((minute) => (
              <option key={minute} value={minute} disabled={!isChoosable(atTime(day, choice.hour(), minute), now)}>
                {pad(minute)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
