import type { BootData } from '@common/api';
import { configureBases, fetchConfig, fetchHotelIdentity, isNotFound } from '@renderer/lib/api';

declare global {
  interface Window {
    /** Inlined by the server for a known hotel, so a cold start has no config-then-data chain. */
    __STAY_BOOT__?: BootData;
  }
}

export type Boot = Omit<BootData, 'languages'> & { languages: BootData['languages'] | null };

/** Answers null for an unknown hotel (its config is a 404). */
export async function loadBoot(hotel: string): Promise<Boot | null> {
  const inlined = window.__STAY_BOOT__;
  if (inlined?.config && inlined.identity) {
    configureBases(inlined.config);
    return inlined;
  }
  let config;
  try {
    config = await fetchConfig(hotel);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  configureBases(config);
  const identity = await fetchHotelIdentity(hotel);
  return { hotel, config, identity, languages: null };
}
