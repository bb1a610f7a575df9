import type { MobileKeyVendorOrNone, PermissionVendor } from '@common/api';
import type { PermissionRecord } from './mobile-key-store';

/**
 * Part 2 §6: the Bluetooth vendors need Bluetooth and location on Android; salto asks to connect and to scan. The
 * spec leaves the full lists to the vendors' SDKs: these are the ones their guides name.
 */
export const REQUIRED_PERMISSIONS: Readonly<Record<PermissionVendor, readonly string[]>> = {
  salto: ['bluetoothConnect', 'bluetoothScan'],
  sciener: ['bluetooth', 'location'],
  forze: ['bluetooth', 'location'],
  scienerOmnitec: ['bluetooth', 'location'],
  onity: ['bluetooth', 'location'],
  adria: ['bluetooth'],
  seos: ['bluetooth'],
};

export const ALLOWED_PERMISSION_STATES: readonly string[] = ['granted'];

/** The record each vendor's permissions are kept under; Omnitec online opens over the network, blacknova names none. */
export function permissionVendorOf(vendor: MobileKeyVendorOrNone): PermissionVendor | null {
  switch (vendor) {
    case 'none':
    case 'scienerOmnitecOnline':
    case 'blacknova':
      return null;
    default:
      return vendor;
  }
}

/** Part 2 §5: permitted if the record is true, or an object where every required field holds an allowed value. */
export function isPermitted(
  permissions: PermissionRecord | undefined,
  required: readonly string[],
  allowed: readonly string[] = ALLOWED_PERMISSION_STATES,
): boolean {
  if (permissions === true) return true;
  if (!permissions || typeof permissions !== 'object') return false;
  return required.every((field) => allowed.includes(permissions[field] ?? ''));
}
