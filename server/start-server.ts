import { randomBytes } from 'node:crypto';
import { createApp } from './app';
import type { TelephonyOptions } from './telephony/telephony';
import { DEFAULT_WEB_ROOT } from './repo-paths';

export interface DemoServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir: string;
  webRoot?: string;
  resourcesDir?: string;
  operatorToken?: string;
  logger?: boolean;
  telephony?: TelephonyOptions;
}

export interface DemoServer {
  /** Base URL on the listening address, e.g. `http://127.0.0.1:8080`. */
  url: string;
  port: number;
  operatorToken: string;
  /** The phone URL of a hotel, e.g. `http://demo.localhost:8080/`. */
  hotelUrl(hotel: string): string;
  close(): Promise<void>;
}

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const operatorToken = options.operatorToken ?? randomBytes(18).toString('base64url');
  const host = options.host ?? '127.0.0.1';
  const app = createApp({
    dataDir: options.dataDir,
    webRoot: options.webRoot ?? DEFAULT_WEB_ROOT,
    resourcesDir: options.resourcesDir,
    operatorToken,
    logger: options.logger ?? false,
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
    operatorToken,
    hotelUrl: (hotel) => `http://${hotel}.localhost:${port}/`,
    close: () => app.close(),
  };
}

const isUnspecified = (host: string): boolean => host === '0.0.0.0' || host === '::';
