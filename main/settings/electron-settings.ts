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
};

/** Keyed by the app version that introduced the change; conf runs each once, in order. */
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
