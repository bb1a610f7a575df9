import { useHotelStore } from '@renderer/features/hotel';
import { i18n } from '@renderer/lib/i18n';

/** A time of day in the guest's language and the hotel's 12 or 24 hour clock. */
export function formatClock(ms: number): string {
  const hour12 = useHotelStore.getState().config?.time?.format === '12';
  return new Intl.DateTimeFormat(i18n.language || 'en', { hour: '2-digit', minute: '2-digit', hour12 }).format(ms);
}
