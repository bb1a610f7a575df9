export type LayoutName = 'latin' | 'cyrillic' | 'arabic';

export interface KeyboardLayout {
  name: LayoutName;
  /** Shown on the layout switch key. */
  label: string;
  rows: string[][];
  shiftRows?: string[][];
  rtl: boolean;
}

const chars = (row: string) => [...row];
const digits = chars('1234567890');

export const LAYOUTS: Record<LayoutName, KeyboardLayout> = {
  latin: {
    name: 'latin',
    label: 'ABC',
    rows: [digits, chars('qwertyuiop'), chars('asdfghjkl'), chars('zxcvbnm-.@')],
    rtl: false,
  },
  cyrillic: {
    name: 'cyrillic',
    label: 'АБВ',
    rows: [digits, chars('йцукенгшщзхъ'), chars('фывапролджэ'), chars('ячсмитьбю-.')],
    rtl: false,
  },
  arabic: {
    name: 'arabic',
    label: 'أبج',
    rows: [chars('١٢٣٤٥٦٧٨٩٠'), chars('ضصثقفغعهخحج'), chars('شسيبلاتنمكط'), chars('ئءؤرىةوزظد.')],
    rtl: true,
  },
};

const CYRILLIC_LANGUAGES = new Set(['ru', 'uk', 'bg', 'sr', 'kk', 'ky', 'be', 'mk', 'mn']);
const ARABIC_LANGUAGES = new Set(['ar', 'fa', 'ur']);

/** The current language's layout; languages without their own fall back to Latin QWERTY. */
export function layoutForLanguage(language: string): KeyboardLayout {
  const base = language.toLowerCase().split('-')[0] ?? '';
  if (CYRILLIC_LANGUAGES.has(base)) return LAYOUTS.cyrillic;
  if (ARABIC_LANGUAGES.has(base)) return LAYOUTS.arabic;
  return LAYOUTS.latin;
}

/** Upper case where the script has it. */
export const shifted = (key: string): string => key.toLocaleUpperCase();
