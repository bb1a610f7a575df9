import type { MobileKeyVendorOrNone, SeosSubVendor } from '@common/api';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useContentStore, visibleOnly } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useDeviceStore } from '@renderer/features/room';
import { log } from '@renderer/lib/log';
import { deriveVendor } from './derive-vendor';

interface Inputs {
  token: string | null;
  vendor: MobileKeyVendorOrNone;
  subVendor: SeosSubVendor | null;
  title: string | null;
}

/** The vendor named by the menu this guest sees on this device (groups and devices applied, the key rule not). */
function currentInputs(): Inputs {
  const menu = useContentStore.getState().structure?.menu ?? [];
  const audience = { device: useDeviceStore.getState().mode, groups: useGuestStore.getState().guest.groups ?? [] };
  const { vendor, title } = deriveVendor(visibleOnly(menu, audience));
  return { token: useAuthStore.getState().token, vendor, subVendor: useHotelStore.getState().config?.mobileKey?.subVendor ?? null, title };
}

const same = (a: Inputs, b: Inputs) => a.token === b.token && a.vendor === b.vendor && a.subVendor === b.subVendor && a.title === b.title;

/**
 * Keeps `has` true to the backend: at start, after a login and whenever the menu names another vendor (content
 * or guest groups changed), the key is fetched again. Logging out is the session reset's work.
 */
export function watchMobileKey(): () => void {
  let last: Inputs | null = null;
  const check = () => {
    const next = currentInputs();
    if (last && same(last, next)) return;
    last = next;
    const { token, vendor, subVendor, title } = next;
    if (!token) return;
    import('./key-actions')
      .then((m) => m.syncMobileKey(token, vendor, subVendor, title))
      .catch((error: unknown) => log('warn', 'mobile key not synced', error));
  };
  const stops = [useAuthStore.subscribe(check), useContentStore.subscribe(check), useGuestStore.subscribe(check), useDeviceStore.subscribe(check)];
  check();
  return () => stops.forEach((stop) => stop());
}
