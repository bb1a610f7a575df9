import { DEFAULT_HOTEL } from '../spec/product';

export const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** A Host header or location.hostname without its port, brackets, trailing dot or case. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  // Only a bare IPv6 address has more than one colon.
  const name = trimmed.split(':').length > 2 ? trimmed : (trimmed.split(':')[0] ?? '');
  return name.replace(/\.$/, '');
}

/**
 * Part 1 §4: the hotel is the first label of the host. An IP address or plain localhost means the default
 * hotel, so phones on a LAN can try the demo. An unknown label is kept for the caller to reject.
 */
export function hotelFromHost(host: string | undefined): string {
  const name = hostnameOf(host ?? '');
  if (name === '' || name === 'localhost' || IPV4.test(name) || name.includes(':')) return DEFAULT_HOTEL;
  return name.split('.')[0] || DEFAULT_HOTEL;
}

