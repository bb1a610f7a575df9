import { randomBytes } from 'node:crypto';
import { createApp } from './app';
import { DEFAULT_HOTEL } from './hotels/hotel';
import { loadHotels } from './hotels/load-hotels';
import { DEFAULT_RESOURCES_DIR, DEFAULT_WEB_ROOT } from './repo-paths';
import type { TelephonyOptions } from './telephony/telephony';

export interface DemoServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir: string;
  webRoot?: string;
  resourcesDir?: string;
  /** The demo hotel's operator token. */
  operatorToken?: string;
  /** Other hotels' operator tokens by hotel name; a hotel without one gets a random token for this run. */
  operatorTokens?: Readonly<Record<string, string>>;
  logger?: boolean;
  telephony?: TelephonyOptions;
  queueRelayUrl?: string;
}

export interface DemoServer {
  /** Base URL on the listening address, e.g. `http://127.0.0.1:8080`. */
  url: string;
  port: number;
  /** The demo hotel's operator token. */
  operatorToken: string;
  /** Every hotel's operator token, by hotel name. */
  operatorTokens: Readonly<Record<string, string>>;
  /** The phone URL of a hotel, e.g. `http://demo.localhost:8080/`. */
  hotelUrl(hotel: string): string;
  close(): Promise<void>;
}

const randomToken = () => randomBytes(18).toString('base64url');

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const hotels = loadHotels(options.resourcesDir ?? DEFAULT_RESOURCES_DIR);
  const given: Record<string, string | undefined> = { ...options.operatorTokens, [DEFAULT_HOTEL]: options.operatorToken };
  const operatorTokens = Object.fromEntries(hotels.all.map((hotel) => [hotel.name, given[hotel.name] || randomToken()]));
  const host = options.host ?? '127.0.0.1';
  const app = createApp({
    dataDir: options.dataDir,
    webRoot: options.webRoot ?? DEFAULT_WEB_ROOT,
    hotels,
    operatorTokens,
    logger: options.logger ?? false,
    queueRelayUrl: options.queueRelayUrl,
    telephony: { iceHostAddress: isUnspecified(host) ? undefined : host, ...options.telephony },
  });
  try {
    await app.listen({ port: options.port ?? 8080, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    operatorToken: operatorTokens[DEFAULT_HOTEL] ?? '',
    operatorTokens,
    hotelUrl: (hotel) => `http://${hotel}.localhost:${port}/`,
    close: () => app.close(),
  };
}

const isUnspecified = (host: string): boolean => host === '0.0.0.0' || host === '::';
