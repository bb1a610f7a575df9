import { isIP } from 'node:net';
import { DEFAULT_HOTEL } from './hotel';

/** Part 1 §1: the hotel is the first label of the host; an IP address or plain localhost means the default hotel. */
export function hotelLabelOf(host: string | undefined): string {
  if (!host) return DEFAULT_HOTEL;
  const hostname = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : (host.split(':')[0] ?? '');
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === '' || name === 'localhost' || isIP(name) !== 0) return DEFAULT_HOTEL;
  return name.split('.')[0] ?? DEFAULT_HOTEL;
}
