import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KeyValueStore, KioskSettings } from './key-value-store';
import { readDeviceMode } from './read-settings';
import { createRegistrationStore } from './registration-store';

// electron-store imports 'electron', whose npm entry would try to download the binary here.
// With an override path it only returns a string, and electron-store then uses the cwd it is given.
process.env.ELECTRON_OVERRIDE_DIST_PATH ??= join(tmpdir(), 'no-electron');

let createElectronSettings: (cwd: string) => KeyValueStore<KioskSettings>;
beforeAll(async () => {
  ({ createElectronSettings } = await import('./electron-settings'));
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stay-electron-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('electron-store settings', () => {
  it('starts in tablet mode and records the schema version for migrations', () => {
    const settings = createElectronSettings(dir);
    expect(readDeviceMode(settings)).toBe('tablet');
    settings.set('deviceMode', 'tv');
    const file = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'));
    expect(file).toMatchObject({ deviceMode: 'tv', __internal__: { migrations: { version: '2.1.903' } } });
  });

  it('keeps a registration across instances and clears it', () => {
    const registration = {
      hotel: 'demo', hotelId: 137, roomNumber: '7', sign: 'x', tvIndex: '', groups: [], registeredAt: 'now',
    };
    createRegistrationStore(createElectronSettings(dir)).save(registration);
    const reopened = createRegistrationStore(createElectronSettings(dir));
    expect(reopened.get()).toEqual(registration);
    reopened.clear();
    expect(createRegistrationStore(createElectronSettings(dir)).get()).toBeNull();
  });

  it('sets aside a file that breaks the schema instead of failing to start', () => {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ deviceMode: 'fridge' }));
    const settings = createElectronSettings(dir);
    expect(readDeviceMode(settings)).toBe('tablet');
    expect(readdirSync(dir).some((name) => name.startsWith('settings.json.invalid-'))).toBe(true);
  });

  it('starts afresh from a file that is not JSON', () => {
    writeFileSync(join(dir, 'settings.json'), '{"deviceMode":');
    expect(readDeviceMode(createElectronSettings(dir))).toBe('tablet');
  });

  it('rejects a hotel origin that is not a URI', () => {
    expect(() => createElectronSettings(dir).set('hotelOrigin', 'not a uri')).toThrow(/schema/i);
  });
});
