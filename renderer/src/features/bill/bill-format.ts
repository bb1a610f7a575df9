import type { BillLine } from '@common/api';
import type { TranslationKey } from '@renderer/lib/i18n';

const LINE_CODES = ['room-night', 'minibar', 'spa-massage', 'parking', 'laundry', 'airport-transfer', 'order'] as const;
type LineCode = (typeof LINE_CODES)[number];

/** A bill line in the guest's language by its code; a line the app has no words for shows the hotel's own title. */
export function billLineText(line: BillLine, t: (key: TranslationKey, params?: Record<string, unknown>) => string): string {
  if (!line.code || !(LINE_CODES as readonly string[]).includes(line.code)) return line.title;
  return t(`services.bill.lines.${line.code as LineCode}`, line.params ?? {});
}

/** A line's 'YYYY-MM-DD' as the guest's language writes a short date ('20 Nov', '20. Nov.', '20 нояб.'). */
export function billDate(iso: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  try {
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(date);
  } catch {
    return iso;
  }
}
