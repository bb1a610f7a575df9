import { webOrigin } from './navigation-policy';

export interface HotelUrlSources {
  /** STAY_HOTEL_URL, for installers and tests. */
  env?: string | undefined;
  /** The `hotelOrigin` setting. */
  setting?: string | undefined;
}

/** `https://{hotel}.{domain}/` (or a loopback http demo): the only place the kiosk loads its renderer from. */
export function resolveHotelUrl(sources: HotelUrlSources): URL | null {
  for (const candidate of [sources.env, sources.setting]) {
    if (!candidate) continue;
    const origin = webOrigin(candidate.trim());
    if (origin) return new URL(`${origin}/`);
  }
  return null;
}
