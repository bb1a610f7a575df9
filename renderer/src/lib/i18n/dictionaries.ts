import type { PartialDictionary } from '@renderer/locales/types';

/** English ships in the entry; these are separate chunks fetched when chosen. Other supported codes show English. */
export const DICTIONARY_LOADERS: Readonly<Record<string, () => Promise<PartialDictionary>>> = {
  ru: () => import('@renderer/locales/ru').then((m) => m.ru),
  de: () => import('@renderer/locales/de').then((m) => m.de),
  fr: () => import('@renderer/locales/fr').then((m) => m.fr),
  es: () => import('@renderer/locales/es').then((m) => m.es),
  it: () => import('@renderer/locales/it').then((m) => m.it),
  zh: () => import('@renderer/locales/zh').then((m) => m.zh),
  ar: () => import('@renderer/locales/ar').then((m) => m.ar),
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
