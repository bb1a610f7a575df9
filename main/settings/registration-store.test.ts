import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoomRegistration } from '../../common/bridge/contract';
import { JsonFileStore } from './json-file-store';
import type { KioskSettings } from './key-value-store';
import { readDeviceMode, readHotelOrigin } from './read-settings';
import { createRegistrationStore } from './registration-store';

const registration: RoomRegistration = {
  hotel: 'demo',
  hotelId: 137,
  roomNumber: '101',
  sign: 'abc123',
  tvIndex: '1',
  groups: ['floor-1'],
  registeredAt: '2025-10-31T10:00:00.000Z',
};

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stay-settings-'));
  file = join(dir, 'settings.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('registration store on a JSON file', () => {
  it('reads null before anything was saved', () => {
    expect(createRegistrationStore(new JsonFileStore<KioskSettings>(file)).get()).toBeNull();
  });

  it('round-trips a registration through the file and clears it', () => {
    const store = createRegistrationStore(new JsonFileStore<KioskSettings>(file));
    expect(store.save(registration)).toEqual(registration);
    expect(createRegistrationStore(new JsonFileStore<KioskSettings>(file)).get()).toEqual(registration);
    expect(store.clear()).toBeNull();
    expect(store.get()).toBeNull();
  });

  it('reads a file that is not JSON as not registered, and can overwrite it', () => {
    writeFileSync(file, '{"registration": {"hotel": "demo"');
    const store = createRegistrationStore(new JsonFileStore<KioskSettings>(file));
    expect(store.get()).toBeNull();
    store.save(registration);
    expect(store.get()).toEqual(registration);
  });

  it('reads a record that fails the schema as not registered', () => {
    writeFileSync(file, JSON.stringify({ registration: { ...registration, sign: '' } }));
    expect(createRegistrationStore(new JsonFileStore<KioskSettings>(file)).get()).toBeNull();
  });

  it('refuses to save an invalid registration and leaves the file as it was', () => {
    const store = createRegistrationStore(new JsonFileStore<KioskSettings>(file));
    store.save(registration);
    expect(() => store.save({ ...registration, hotelId: -1 })).toThrow();
    expect(store.get()).toEqual(registration);
  });

  it('writes atomically: a temporary file renamed over the target, none left behind', () => {
    const kv = new JsonFileStore<KioskSettings>(file);
    kv.set('deviceMode', 'tv');
    kv.set('hotelOrigin', 'https://demo.stay.example');
    expect(readdirSync(dir)).toEqual(['settings.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ deviceMode: 'tv', hotelOrigin: 'https://demo.stay.example' });
  });

  it('keeps other settings when the registration is cleared', () => {
    const kv = new JsonFileStore<KioskSettings>(file);
    kv.set('deviceMode', 'tv');
    const store = createRegistrationStore(kv);
    store.save(registration);
    store.clear();
    expect(readDeviceMode(kv)).toBe('tv');
  });
});

describe('settings readers', () => {
  it('default the device mode to tablet and ignore junk', () => {
    const kv = new JsonFileStore<KioskSettings>(file);
    expect(readDeviceMode(kv)).toBe('tablet');
    writeFileSync(file, JSON.stringify({ deviceMode: 'fridge', hotelOrigin: 42 }));
    expect(readDeviceMode(kv)).toBe('tablet');
    expect(readHotelOrigin(kv)).toBeUndefined();
  });
});
