/**
 * The time of a message in the guest's language: the hour today, the date and hour before; with the hotel's
 * 12- or 24-hour clock (config `time.format`) where it has one.
 */
export function messageTime(iso: string, language: string, now: Date = new Date(), clock?: '12' | '24'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const sameDay = at.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    ...(clock ? { hour12: clock === '12' } : {}),
  };
  try {
    return new Intl.DateTimeFormat(language, options).format(at);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(at);
  }
}
