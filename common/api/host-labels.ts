import { hostnameOf, IPV4 } from './hotel-host';

// Apart from hotel-host.ts, which the first screen needs: these serve later chunks only.

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
