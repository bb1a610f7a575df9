import type { RcuStateChange } from '../../../common/api/rcu';
import { kindOf } from '../device-change';
import type { DeviceReading } from '../driver';
import type { DeviceSpec } from '../room-control-schema';

/**
 * The demo's Modbus map: each device owns eight holding registers from its `register`. Temperatures are whole
 * °C, the measured room temperature is tenths of a °C as a signed 16-bit value, the language is its index in
 * the driver's `languages`.
 */
export const REGISTER = { state: 0, mode: 1, temperature: 2, fan: 3, control: 4, roomTemperature: 5, language: 6 } as const;
export const REGISTERS_READ = 7;

const signed16 = (value: number) => (value > 0x7fff ? value - 0x10000 : value);

/** The fields of a device kind, from the registers read from its first one. */
export function readingOf(device: DeviceSpec, values: readonly number[], languages: readonly string[]): DeviceReading {
  const at = (offset: number) => values[offset] ?? 0;
  const roomTemperature = signed16(at(REGISTER.roomTemperature)) / 10;
  switch (kindOf(device)) {
    case 'light':
    case 'sound':
      return { state: at(REGISTER.state) };
    case 'curtain':
      return { state: at(REGISTER.state), mode: at(REGISTER.mode), control: at(REGISTER.control) };
    case 'fcu':
      return {
        state: at(REGISTER.state), mode: at(REGISTER.mode), temperature: at(REGISTER.temperature), fan: at(REGISTER.fan),
        control: at(REGISTER.control), roomTemperature,
      };
    case 'fcutemponly':
      return { state: at(REGISTER.state), temperature: at(REGISTER.temperature), control: at(REGISTER.control), roomTemperature };
    case 'language': {
      const language = languages[at(REGISTER.language)];
      return language ? { language } : {};
    }
  }
}

/** The register writes a change makes, in field order; null when a language has no number on this controller. */
export function writesOf(change: RcuStateChange, languages: readonly string[]): { offset: number; value: number }[] | null {
  const writes: { offset: number; value: number }[] = [];
  for (const field of ['state', 'mode', 'temperature', 'fan'] as const) {
    const value = change[field];
    if (value !== undefined) writes.push({ offset: REGISTER[field], value });
  }
  if (change.language !== undefined) {
    const index = languages.indexOf(change.language);
    if (index < 0) return null;
    writes.push({ offset: REGISTER.language, value: index });
  }
  return writes;
}
