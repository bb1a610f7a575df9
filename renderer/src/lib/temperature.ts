/** Part 1 §3: the guest's temperature scale. Values travel in °C; the guest reads them in their scale. */
export type TemperatureUnit = 'celsius' | 'fahrenheit';

export const inScale = (celsius: number, scale: TemperatureUnit): number => (scale === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius);

/** Left-to-right isolates: '22 °C' reads the same inside an Arabic sentence (not 'C° 22'). */
const LRI = '\u2066';
const PDI = '\u2069';

/** '21 °C', '69.8 °F', in the language's digits, isolated as left-to-right text. */
export function formatTemperature(celsius: number, scale: TemperatureUnit, locale: string, fractionDigits = 0): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  return `${LRI}${number.format(inScale(celsius, scale))} ${scale === 'fahrenheit' ? '°F' : '°C'}${PDI}`;
}
