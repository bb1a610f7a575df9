import type { HotelConfig } from '../../common/api/config';
import { HOST_PREFIX, staticPaths } from '../../common/api/paths';
import { httpFetch, type HttpFetch } from './http-request';

const CONFIG_TTL_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;

/** `https://demo.stay.example` → `demo`; an address or a bare `localhost` falls back to the registration's hotel. */
function hotelLabelOf(origin: string): string | null {
  try {
    const host = new URL(origin).hostname;
    if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return null;
    return host.split('.')[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The hotel config main needs (apiUrl for reports and wolByTvId, quiet hours, the remote-state socket),
 * read from the same `/static/{hotel}/config.json` the renderer reads; kept ten minutes, never thrown.
 */
export function createHotelConfigSource(origin: string, hotel: () => string | null, fetchImpl: HttpFetch = httpFetch) {
  let cached: { at: number; config: HotelConfig } | null = null;

  const get = async (): Promise<HotelConfig | null> => {
    if (cached && Date.now() - cached.at < CONFIG_TTL_MS) return cached.config;
    const name = hotelLabelOf(origin) ?? hotel();
    if (!origin || !name) return cached?.config ?? null;
    try {
      const url = new URL(HOST_PREFIX.static + staticPaths.config(name), origin);
      url.searchParams.set('r', String(Date.now()));
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) return cached?.config ?? null;
      const config = (await response.json()) as HotelConfig;
      cached = { at: Date.now(), config };
      return config;
    } catch {
      return cached?.config ?? null;
    }
  };

  return {
    get,
    /** `{apiUrl}{path}` as an absolute URL, or null while the config is unknown. */
    async apiUrl(path: string): Promise<string | null> {
      const config = await get();
      if (!config?.apiUrl) return null;
      try {
        return new URL(config.apiUrl.replace(/\/$/, '') + path, origin).href;
      } catch {
        return null;
      }
    },
  };
}

