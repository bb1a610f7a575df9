import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JsonFileStore } from './json-file-store';
import type { KioskSettings } from './key-value-store';
import { migrateSettings, SETTINGS_MIGRATIONS, SETTINGS_VERSION } from './migrations';
import { readArea, readKioskFlags } from './read-settings';
import { createRegistrationStore } from './registration-store';

const ids = { uuid: () => 'uuid-1', secret: () => 'secret-1' };
let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stay-migrations-'));
  file = join(dir, 'settings.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (data: object, upTo?: number) => {
  writeFileSync(file, JSON.stringify(data));
  const store = new JsonFileStore<KioskSettings>(file);
  if (upTo === undefined) migrateSettings(store, ids);
  else SETTINGS_MIGRATIONS.filter((m) => m.version <= upTo).forEach((m) => m.up(store as never, ids));
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
};

describe('settings migrations', () => {
  it('are numbered 1..n without gaps', () => {
    expect(SETTINGS_MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: SETTINGS_VERSION }, (_, i) => i + 1));
  });

  it('1: a missing or unknown device mode becomes tablet, a set one stays', () => {
    expect(run({}, 1)).toEqual({ deviceMode: 'tablet' });
    expect(run({ deviceMode: 'fridge' }, 1)).toEqual({ deviceMode: 'tablet' });
    expect(run({ deviceMode: 'tv' }, 1)).toEqual({ deviceMode: 'tv' });
  });

  it('2: the flat hotel host, room, sign and tvIndex of older kiosks become hotelOrigin and a registration', () => {
    const after = run({ deviceMode: 'tv', hotelHost: 'demo.stay.example', hotelId: 137, roomNumber: '101', sign: 'abc', tvIndex: '1' }, 2);
    expect(after).toEqual({
      deviceMode: 'tv',
      hotelOrigin: 'https://demo.stay.example',
      registration: { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 'abc', tvIndex: '1', groups: [], registeredAt: '1970-01-01T00:00:00.000Z' },
    });
    expect(createRegistrationStore(new JsonFileStore<KioskSettings>(file)).get()?.roomNumber).toBe('101');
  });

  it('2: an incomplete old registration is dropped, an existing new one is kept', () => {
    expect(run({ hotelHost: 'https://demo.stay.example', roomNumber: '101' }, 2)).toEqual({
      deviceMode: 'tablet',
      hotelOrigin: 'https://demo.stay.example',
    });
    const registration = { hotel: 'demo', hotelId: 137, roomNumber: '7', sign: 's', tvIndex: '0', groups: [], registeredAt: 'x' };
    expect(run({ registration, roomNumber: '9', sign: 'old', hotelId: 137, hotelHost: 'demo.stay.example' }, 2).registration).toEqual(registration);
  });

  it('3: adds area, kiosk flags, TV MACs, a device id and a remote-state secret, keeping what is set', () => {
    expect(run({ deviceMode: 'tablet' }, 3)).toEqual({
      deviceMode: 'tablet',
      area: { tvid: '0', title: '' },
      kiosk: { locked: true, displayMethod: 'dpms' },
      tvMacs: {},
      deviceId: 'uuid-1',
      remoteStateSecret: 'secret-1',
    });
    const kept = run({ area: { tvid: '2', title: 'Bedroom' }, kiosk: { locked: false, displayMethod: 'cec' }, deviceId: 'mine' }, 3);
    expect(kept).toMatchObject({ area: { tvid: '2', title: 'Bedroom' }, kiosk: { locked: false, displayMethod: 'cec' }, deviceId: 'mine' });
  });

  it('runs each step once, records the version, and does nothing on the next start', () => {
    const first = run({ hotelHost: 'demo.stay.example', hotelId: 137, roomNumber: '101', sign: 'abc' });
    expect(first.settingsVersion).toBe(SETTINGS_VERSION);
    const store = new JsonFileStore<KioskSettings>(file);
    store.set('deviceId', 'changed');
    expect(migrateSettings(store, { uuid: () => 'uuid-2', secret: () => 'secret-2' })).toBe(SETTINGS_VERSION);
    expect(store.get('deviceId')).toBe('changed');
    expect(readArea(store)).toEqual({ tvid: '0', title: '' });
    expect(readKioskFlags(store)).toEqual({ locked: true, displayMethod: 'dpms' });
  });

  it('stops at a failing step and retries it on the next start', () => {
    writeFileSync(file, JSON.stringify({ settingsVersion: 2 }));
    const store = new JsonFileStore<KioskSettings>(file);
    const logs: string[] = [];
    const failing = { uuid: () => { throw new Error('no entropy'); }, secret: () => 's' };
    expect(migrateSettings(store, failing, (m) => logs.push(m))).toBe(2);
    expect(logs).toEqual(['settings migration 3 failed: Error: no entropy']);
    expect(migrateSettings(store, ids)).toBe(3);
  });
});
