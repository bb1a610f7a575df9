export type LayoutName = 'latin' | 'cyrillic' | 'arabic' | 'numeric' | 'phone';

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
  // Room numbers, PINs and phone numbers: a pad of digits, laid out as on a phone in every language.
  numeric: { name: 'numeric', label: '123', rows: [chars('123'), chars('456'), chars('789'), chars('0')], rtl: false },
  phone: { name: 'phone', label: '123', rows: [chars('123'), chars('456'), chars('789'), chars('+0')], rtl: false },
};

/** A field that takes digits (inputmode numeric or decimal, type number) gets the pad; a phone field the pad with +. */
export function padFor(field: Pick<HTMLInputElement, 'type' | 'inputMode'> | null): KeyboardLayout | null {
  if (!field) return null;
  if (field.inputMode === 'tel' || field.type === 'tel') return LAYOUTS.phone;
  if (field.inputMode === 'numeric' || field.inputMode === 'decimal' || field.type === 'number') return LAYOUTS.numeric;
  return null;
}

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
