/** Part 1 §4: Russian short day and month names of our own, without dayjs' dots and genitive forms. */
export const RU_MONTHS_SHORT = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];
export const RU_WEEKDAYS_SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

const LOCALES: Readonly<Record<string, () => Promise<{ default: ILocale }>>> = {
  ru: () => import('dayjs/locale/ru.js'),
  de: () => import('dayjs/locale/de.js'),
  fr: () => import('dayjs/locale/fr.js'),
  es: () => import('dayjs/locale/es.js'),
  it: () => import('dayjs/locale/it.js'),
  zh: () => import('dayjs/locale/zh-cn.js'),
  ar: () => import('dayjs/locale/ar.js'),
};

export const prefetchDayjs = () => import('dayjs');

/** dayjs speaks the app's language; a language without a dayjs locale keeps English dates. */
export async function setDayjsLanguage(lang: string): Promise<string> {
  // dayjs stays out of the first screen's JavaScript: only date screens need it, so it loads with the language.
  const load = LOCALES[lang];
  const [{ default: dayjs }, loaded] = await Promise.all([prefetchDayjs(), load?.()]);
  if (!loaded) {
    dayjs.locale('en');
    return 'en';
  }
  const locale: ILocale = { ...loaded.default, name: lang };
  if (lang === 'ru') Object.assign(locale, { monthsShort: RU_MONTHS_SHORT, weekdaysShort: RU_WEEKDAYS_SHORT });
  dayjs.locale(locale, undefined, true);
  dayjs.locale(lang);
  return lang;
}
