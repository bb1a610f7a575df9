/** Part 1 §3: the guest's temperature scale. Values travel in °C; the guest reads them in their scale. */
export type TemperatureUnit = 'celsius' | 'fahrenheit';

export const inScale = (celsius: number, scale: TemperatureUnit): number => (scale === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius);

/** '21 °C', '69.8 °F', in the language's digits. */
export function formatTemperature(celsius: number, scale: TemperatureUnit, locale: string, fractionDigits = 0): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  return `${number.format(inScale(celsius, scale))} ${scale === 'fahrenheit' ? '°F' : '°C'}`;
}
