import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

interface HttpInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

interface HttpResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export type HttpFetch = (url: string | URL, init?: HttpInit) => Promise<HttpResponse>;

const MAX_BODY_BYTES = 1024 * 1024;

// *.localhost is loopback (RFC 6761), but glibc does not resolve it; the Host header must still name the hotel.
const loopbackLookup: LookupFunction = (hostname, options, callback) => {
  if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/** The few calls main makes to the hotel backend (config, status reports, wolByTvId), over node:http(s). */
export const httpFetch: HttpFetch = (input, init = {}) =>
  new Promise((resolve, reject) => {
    const url = new URL(input);
    const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: init.method ?? 'GET', headers: init.headers, signal: init.signal, ...(local ? { lookup: loopbackLookup } : {}) },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) req.destroy(new Error('response too large'));
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) as unknown });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
