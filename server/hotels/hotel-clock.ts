const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      ...(zone ? { timeZone: zone } : {}),
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The hotel's wall clock as 'YYYY-MM-DDTHH:MM' (the shape of a slot's interval code), in the config's `timeZone`,
 * or the server's own when the hotel names none.
 */
export function hotelClock(zone: string | undefined, now: number = Date.now()): string {
  const part = Object.fromEntries(formatIn(zone).formatToParts(now).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}
