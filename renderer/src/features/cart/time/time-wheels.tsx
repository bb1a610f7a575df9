import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { FORMAT_DAY_WITHOUT_TIME } from '../delivery-time';
import { dayOptions, hourOptions, minuteOptions, slotAt, type PickerContext } from '../timepicker-slots';
import { Wheel } from './wheel';
import '../cart.css';

/** Day, hour and minute wheels (part 2 §2); Done hands the chosen slot back for validation. */
export function TimeWheels({ ctx, initial, onDone }: { ctx: PickerContext; initial: Dayjs; onDone: (slot: Dayjs) => void }) {
  const t = useT();
  const [day, setDay] = useState(initial.format(FORMAT_DAY_WITHOUT_TIME));
  const [hour, setHour] = useState(initial.hour());
  const [minute, setMinute] = useState(initial.minute() - (initial.minute() % (ctx.step ?? 5)));
  const dayStart = slotAt(ctx, day, 0, 0);
  return (
    <div className="time-wheels" data-testid="time-wheels">
      <div className="wheels">
        <Wheel label={t('cart.day')} options={dayOptions(ctx)} value={day} onChange={setDay} />
        <Wheel label={t('cart.hour')} options={hourOptions(ctx, dayStart)} value={String(hour)} onChange={(value) => setHour(Number(value))} />
        <Wheel label={t('cart.minute')} options={minuteOptions(ctx, dayStart, hour)} value={String(minute)} onChange={(value) => setMinute(Number(value))} />
      </div>
      <button type="button" className="primary-button" onClick={() => onDone(slotAt(ctx, day, hour, minute))}>
        {t('cart.done')}
      </button>
    </div>
  );
}
