import { DEFAULT_HOTEL } from '../spec/product';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** A Host header or location.hostname without its port, brackets, trailing dot or case. */
function hostnameOf(host: string): string {
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

/** Part 1 §1: the optional custom-hotel label sits right after the hotel's label: `demo.custom-aurora.example.com`. */
export const CUSTOM_HOTEL_PREFIX = 'custom-';
const CUSTOM_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The custom hotel data a host names (`aurora` above), or undefined when it names none or a malformed one. */
export function customHotelFromHost(host: string | undefined): string | undefined {
  const name = hostnameOf(host ?? '');
  if (IPV4.test(name) || name.includes(':')) return undefined;
  const label = name.split('.')[1] ?? '';
  if (!label.startsWith(CUSTOM_HOTEL_PREFIX)) return undefined;
  const custom = label.slice(CUSTOM_HOTEL_PREFIX.length);
  return CUSTOM_NAME.test(custom) ? custom : undefined;
}

/**
 * The address of another hotel of the installation, seen from `host`: its label replaces the current hotel's (and
 * drops a custom-hotel label, which belongs to the current one). An IP address host has no such address.
 */
export function hotelHost(hotel: string, host: string): string | undefined {
  const name = hostnameOf(host);
  if (name === '' || IPV4.test(name) || name.includes(':')) return undefined;
  const labels = name === 'localhost' ? ['', 'localhost'] : name.split('.');
  const rest = labels.slice(customHotelFromHost(name) ? 2 : 1);
  if (rest.length === 0) return undefined;
  return [hotel, ...rest].join('.');
}
