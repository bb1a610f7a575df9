import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { hotelNow } from '@renderer/lib/time';
import { earliestTime } from '../delivery-time';
import { ceilToStep, type PickerContext } from '../timepicker-slots';
import { TimeWheels } from './time-wheels';

/** The timepicker's wheels for a time without working hours (the wake-up call): the next 5 days from now + shift. */
export function AnyTimeWheels({ onDone }: { onDone: (slot: Dayjs) => void }) {
  const ctx = useMemo<PickerContext>(() => ({ now: hotelNow(), hours: { kind: 'any' } }), []);
  return <TimeWheels ctx={ctx} initial={ceilToStep(earliestTime(ctx.now))} onDone={onDone} />;
}
