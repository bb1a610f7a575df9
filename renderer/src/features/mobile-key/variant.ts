import type { MobileKeyRecord } from './mobile-key-store';

/** Part 2 §2: /mobile-key shows one of three variants. */
export type MobileKeyVariant = 'inactive' | 'browser' | 'active';

/** No key: inactive. Omnitec online opens over the network: active. Every other vendor needs Bluetooth and its SDK. */
export function variantOf({ vendor, has }: Pick<MobileKeyRecord, 'vendor' | 'has'>): MobileKeyVariant {
  if (vendor === 'none' || !has) return 'inactive';
  return vendor === 'scienerOmnitecOnline' ? 'active' : 'browser';
}
