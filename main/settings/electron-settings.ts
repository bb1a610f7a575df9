import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import ElectronStore, { type Options, type Schema } from 'electron-store';
import { APP_VERSION } from '../../common/spec/product';
import type { KeyValueStore, KioskSettings } from './key-value-store';

const FILE_NAME = 'settings';

const schema: Schema<KioskSettings> = {
  hotelOrigin: { type: 'string', format: 'uri' },
  // Shape is checked by zod on read (registration-store), so an old record never blocks startup.
  registration: { type: 'object' },
  // No schema `default`: conf 14 then rewrites a fresh file from its pre-migration snapshot and loses
  // the migration version. The default lives in read-settings and in the first migration instead.
  deviceMode: { type: 'string', enum: ['tablet', 'tv'] },
  area: { type: 'object', properties: { tvid: { type: 'string', maxLength: 8 }, title: { type: 'string', maxLength: 128 } } },
  kiosk: {
    type: 'object',
    properties: { locked: { type: 'boolean' }, displayMethod: { type: 'string', enum: ['dpms', 'cec'] } },
  },
  tvMacs: { type: 'object', additionalProperties: { type: 'string', maxLength: 17 } },
  deviceId: { type: 'string', maxLength: 64 },
  remoteStateSecret: { type: 'string', maxLength: 128 },
  settingsVersion: { type: 'integer', minimum: 0 },
};

/**
 * Keyed by the app version; conf runs each once, in order. Steps made after 2.1.903 live in ./migrations.ts,
 * numbered, because the spec pins the app version and conf only runs steps for a newer one.
 */
const migrations: Options<KioskSettings>['migrations'] = {
  '2.1.903': (store) => {
    if (!store.has('deviceMode')) store.set('deviceMode', 'tablet');
  },
};

// electron-store hides projectVersion from its types but honours it; pinning it keeps migrations
// independent of how the binary was launched (a dev Electron reports its own version).
type StoreOptions = Options<KioskSettings> & { projectVersion: string };

function open(cwd: string): ElectronStore<KioskSettings> {
  const options: StoreOptions = {
    name: FILE_NAME,
    cwd,
    schema,
    migrations,
    projectVersion: APP_VERSION,
    clearInvalidConfig: true,
  };
  return new ElectronStore<KioskSettings>(options);
}

/**
 * The kiosk's settings file in `cwd` (Electron's userData). The only module importing electron-store.
 * A file that fails the schema is set aside rather than stopping a screen in a guest room from starting.
 */
export function createElectronSettings(cwd: string): KeyValueStore<KioskSettings> {
  let store: ElectronStore<KioskSettings>;
  try {
    store = open(cwd);
  } catch (error) {
    const file = join(cwd, `${FILE_NAME}.json`);
    if (!existsSync(file)) throw error;
    renameSync(file, `${file}.invalid-${Date.now()}`);
    store = open(cwd);
  }
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}
