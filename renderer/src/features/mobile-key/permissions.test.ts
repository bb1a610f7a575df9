import { describe, expect, it } from 'vitest';
import { isPermitted, permissionVendorOf, REQUIRED_PERMISSIONS } from './permissions';

describe('the permission check (part 2 §5)', () => {
  const required = ['bluetoothConnect', 'bluetoothScan'];

  it('permits true', () => {
    expect(isPermitted(true, required)).toBe(true);
  });

  it('permits an object whose every required field holds an allowed value', () => {
    expect(isPermitted({ bluetoothConnect: 'granted', bluetoothScan: 'granted', location: 'denied' }, required)).toBe(true);
    expect(isPermitted({ a: 'limited', b: 'granted' }, ['a', 'b'], ['granted', 'limited'])).toBe(true);
  });

  it('refuses a required field that is missing or holds another value', () => {
    expect(isPermitted({ bluetoothConnect: 'granted' }, required)).toBe(false);
    expect(isPermitted({ bluetoothConnect: 'granted', bluetoothScan: 'denied' }, required)).toBe(false);
    expect(isPermitted({ bluetoothConnect: 'granted', bluetoothScan: 'prompt' }, required)).toBe(false);
  });

  it('refuses no record at all', () => {
    expect(isPermitted(undefined, required)).toBe(false);
  });

  it('keeps records under the spec vendor names; salto asks to connect and to scan', () => {
    expect(permissionVendorOf('salto')).toBe('salto');
    expect(permissionVendorOf('scienerOmnitec')).toBe('scienerOmnitec');
    expect(permissionVendorOf('scienerOmnitecOnline')).toBeNull();
    expect(permissionVendorOf('none')).toBeNull();
    expect(REQUIRED_PERMISSIONS.salto).toEqual(['bluetoothConnect', 'bluetoothScan']);
    for (const vendor of ['sciener', 'forze', 'scienerOmnitec', 'onity'] as const) expect(REQUIRED_PERMISSIONS[vendor]).toEqual(['bluetooth', 'location']);
  });
});
