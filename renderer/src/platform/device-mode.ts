import type { DeviceMode } from './types';

const MODES: readonly DeviceMode[] = ['phone', 'tablet', 'tv'];

const isDeviceMode = (value: unknown): value is DeviceMode =>
  typeof value === 'string' && (MODES as readonly string[]).includes(value);

/** `?device=` wins and is remembered; otherwise the remembered mode; otherwise a phone. */
export function resolveWebDeviceMode(search: string, stored: string | null): { mode: DeviceMode; persist: boolean } {
  const requested = new URLSearchParams(search).get('device');
  if (isDeviceMode(requested)) return { mode: requested, persist: requested !== stored };
  return { mode: isDeviceMode(stored) ? stored : 'phone', persist: false };
}
