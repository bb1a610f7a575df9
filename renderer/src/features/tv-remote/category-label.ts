import type { TranslationKey } from '@renderer/lib/i18n';

const KNOWN = ['hotel', 'news', 'sport', 'movies', 'entertainment', 'kids', 'documentary', 'music', 'adult'] as const;

/** Category codes of the channel list shown in the guest's language; an unknown code as written. */
export function categoryLabel(t: (key: TranslationKey) => string, code: string): string {
  if ((KNOWN as readonly string[]).includes(code)) return t(`tvRemote.category.${code as (typeof KNOWN)[number]}`);
  return code.charAt(0).toUpperCase() + code.slice(1);
}
