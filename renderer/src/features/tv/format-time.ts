import { useHotelStore } from '@renderer/features/hotel';
import { i18n } from '@renderer/lib/i18n';

const locale = () => i18n.language || 'en';

/** A time of day in the guest's language and the hotel's 12 or 24 hour clock. */
export function formatClock(ms: number): string {
  const hour12 = useHotelStore.getState().config?.time?.format === '12';
  return new Intl.DateTimeFormat(locale(), { hour: '2-digit', minute: '2-digit', hour12 }).format(ms);
}

export const formatDate = (ms: number): string =>
  new Intl.DateTimeFormat(locale(), { weekday: 'long', day: 'numeric', month: 'long' }).format(ms);
