import { describe, expect, it } from 'vitest';
import { deriveVendor, vendorOfLink } from './derive-vendor';

const entry = (link: string | undefined, title = link ?? '') => ({ link, title });

describe('the vendor from menu links (part 2 §3)', () => {
  it.each([
    ['mobilekey_aa', 'seos'],
    ['mobilekey_salto', 'salto'],
    ['mobilekey_sciener', 'forze'],
    ['mobilekey_forze', 'forze'],
    ['mobilekey_blacknova', 'blacknova'],
    ['mobilekey_adria', 'adria'],
    ['mobilekey_sciener_omnitec', 'scienerOmnitec'],
    ['mobilekey_sciener_omnitec_online', 'scienerOmnitecOnline'],
    ['mobilekey_onity', 'onity'],
  ])('%s gives %s', (link, vendor) => {
    expect(vendorOfLink(link)).toBe(vendor);
    expect(deriveVendor([entry(link)]).vendor).toBe(vendor);
  });

  it('reads a link in any case, with spaces around it', () => {
    expect(vendorOfLink(' MobileKey_Salto ')).toBe('salto');
    expect(vendorOfLink('MOBILEKEY_SCIENER_OMNITEC_ONLINE')).toBe('scienerOmnitecOnline');
  });

  it('does not take a longer name for a shorter one, or a name it does not know', () => {
    expect(vendorOfLink('mobilekey_sciener_omnitec_online')).not.toBe('forze');
    expect(vendorOfLink('mobilekey_saltos')).toBeUndefined();
    expect(vendorOfLink('mobilekey_unknownvendor')).toBeUndefined();
    expect(vendorOfLink('mobilekey')).toBeUndefined();
    expect(vendorOfLink('salto')).toBeUndefined();
    expect(vendorOfLink(undefined)).toBeUndefined();
  });

  it('lets the first menu match win, skipping links that name no vendor', () => {
    const menu = [entry('10'), entry('mobilekey_unknownvendor'), entry('mobilekey_onity', 'Key'), entry('mobilekey_salto')];
    expect(deriveVendor(menu)).toEqual({ vendor: 'onity', title: 'Key' });
  });

  it("is 'none' without a mobile key link", () => {
    expect(deriveVendor([entry('radio'), entry('https://example.com/mobilekey_help')])).toEqual({ vendor: 'none', title: null });
    expect(deriveVendor([])).toEqual({ vendor: 'none', title: null });
  });
});
