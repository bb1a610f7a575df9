import type { PartialDictionary } from '../../locales/types';

/** English ships in the entry; these are separate chunks fetched when chosen. Other supported codes show English. */
export const DICTIONARY_LOADERS: Readonly<Record<string, () => Promise<PartialDictionary>>> = {
  ru: () => import('../../locales/ru').then((m) => m.ru),
  de: () => import('../../locales/de').then((m) => m.de),
  fr: () => import('../../locales/fr').then((m) => m.fr),
  es: () => import('../../locales/es').then((m) => m.es),
  it: () => import('../../locales/it').then((m) => m.it),
  zh: () => import('../../locales/zh').then((m) => m.zh),
  ar: () => import('../../locales/ar').then((m) => m.ar),
};

type Tree = { [key: string]: string | Tree };

/** Keys of `source` that `target` lacks, dotted: logged when a dictionary loads, and shown in English. */
export function missingKeys(source: Tree, target: Tree | undefined, prefix = ''): string[] {
  return Object.entries(source).flatMap(([key, value]) => {
    const have = target?.[key];
    if (typeof value === 'string') return typeof have === 'string' ? [] : [`${prefix}${key}`];
    return missingKeys(value, typeof have === 'object' ? have : undefined, `${prefix}${key}.`);
  });
}
