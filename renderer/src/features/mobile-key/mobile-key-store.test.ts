import { describe, expect, it } from 'vitest';
import { STORE_VERSION } from '@common/spec';
import { initialMobileKey, migrateMobileKey } from './mobile-key-store';

describe('the mobile key record (version 7)', () => {
  it('is version 7', () => {
    expect(STORE_VERSION.mobileKey).toBe(7);
  });

  it('brings a version 1 key string up as an encrypted key, with every later field', () => {
    expect(migrateMobileKey({ key: 'abc' }, 1)).toEqual({
      ...initialMobileKey, has: true, key: { encryptedKey: 'abc' }, vendor: 'none', inviteCode: null, onityAuthCode: null,
      onityLocks: [], onityInitialized: false, omnitecLocks: [], omnitecPin: null, permissions: {}, subVendor: null,
    });
  });

  it('keeps a version 7 record as it is and starts a future one over', () => {
    const record = { ...initialMobileKey, vendor: 'salto', has: true, key: { encryptedKey: 'k' }, inviteCode: 'CODE' };
    expect(migrateMobileKey(record, 7)).toEqual(record);
    expect(migrateMobileKey(record, 8)).toEqual(initialMobileKey);
  });
});
