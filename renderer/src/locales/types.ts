import type { en } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every locale has exactly the English key set: a missing or extra key fails the typecheck. */
export type Dictionary = Shape<typeof en>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Languages beyond the team's five: whatever is missing is logged when loaded and shows in English. */
export type PartialDictionary = DeepPartial<Dictionary>;

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TranslationKey = Paths<typeof en>;
