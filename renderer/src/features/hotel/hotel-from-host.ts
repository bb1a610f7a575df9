const DEFAULT_HOTEL = 'demo';

const isIpAddress = (host: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

/** Part 1 §4: the hotel is the first label of the host; an IP address or bare localhost means the demo hotel. */
export function hotelFromHost(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/^\[|\]$/g, '');
  if (!host || host === 'localhost' || isIpAddress(host)) return DEFAULT_HOTEL;
  return host.split('.')[0] || DEFAULT_HOTEL;
}
