import type { MenuEntry, MobileKeyVendor, MobileKeyVendorOrNone } from '@common/api';

/** Part 2 §3: what follows `mobilekey` in a menu link names the vendor; sciener and forze are both forze. */
const VENDOR_BY_NAME: Readonly<Record<string, MobileKeyVendor>> = {
  aa: 'seos',
  salto: 'salto',
  sciener: 'forze',
  forze: 'forze',
  blacknova: 'blacknova',
  adria: 'adria',
  sciener_omnitec: 'scienerOmnitec',
  sciener_omnitec_online: 'scienerOmnitecOnline',
  onity: 'onity',
};

/**
 * The vendor a link names, or undefined. The name is everything after `mobilekey` and its separator, matched whole:
 * `mobilekey_sciener_omnitec_online` is Omnitec online, not sciener.
 */
export function vendorOfLink(link: string | undefined): MobileKeyVendor | undefined {
  const match = /mobilekey[_\-/]?([a-z_]+)$/.exec((link ?? '').trim().toLowerCase());
  return match ? VENDOR_BY_NAME[match[1] ?? ''] : undefined;
}

/** The first menu entry whose link names a vendor wins; no such entry is 'none'. */
export function deriveVendor(entries: readonly Pick<MenuEntry, 'link' | 'title'>[]): { vendor: MobileKeyVendorOrNone; title: string | null } {
  for (const entry of entries) {
    const vendor = vendorOfLink(entry.link);
    if (vendor) return { vendor, title: entry.title };
  }
  return { vendor: 'none', title: null };
}
