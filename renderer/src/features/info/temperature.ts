import type { TemperatureScale } from '@renderer/features/auth';

/** Weather comes in degrees Celsius; a guest who chose Fahrenheit sees Fahrenheit everywhere. */
export const inScale = (celsius: number, scale: TemperatureScale): number => Math.round(scale === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius);

/** '21°C' or '70°F'. */
export const temperatureText = (celsius: number, scale: TemperatureScale): string =>
  `${inScale(celsius, scale)}°${scale === 'fahrenheit' ? 'F' : 'C'}`;
