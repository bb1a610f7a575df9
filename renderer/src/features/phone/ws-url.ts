/** The exchange's WebSocket URL: absolute as given, or a path on the telephony host (ws: for http:, wss: for https:). */
export function absoluteWsUrl(wsUrl: string, telephonyBase: string, pageHref: string): string {
  const url = new URL(wsUrl, new URL(telephonyBase || '/', pageHref));
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}
