/**
 * The push services browsers subscribe with. The backend posts only to these (no request to an address a client
 * chose), so a forged subscription cannot make it call into the hotel's network. Entries starting with a dot
 * match any subdomain.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hosts.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.host === host || url.hostname === host));
}
