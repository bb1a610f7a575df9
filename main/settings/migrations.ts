import { randomBytes, randomUUID } from 'node:crypto';
import { registrationSchema } from '../../common/bridge/schemas';
import { DEFAULT_AREA_TVID } from '../../common/spec/limits';
import type { KeyValueStore, KioskSettings } from './key-value-store';

/** Keys the 2.0 kiosk kept flat, before the registration record existed. */
interface LegacySettings {
  hotelHost?: string;
  hotelId?: number;
  roomNumber?: string;
  sign?: string;
  tvIndex?: string;
}

type Store = KeyValueStore<KioskSettings & LegacySettings>;

export interface IdSource {
  uuid(): string;
  secret(): string;
}

export interface Migration {
  version: number;
  up(store: Store, ids: IdSource): void;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Append only: a shipped step never changes; each runs once, in order, recorded in `settingsVersion`. */
export const SETTINGS_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    up(store) {
      const mode = store.get('deviceMode');
      if (mode !== 'tablet' && mode !== 'tv') store.set('deviceMode', 'tablet');
    },
  },
  {
    // hotelHost, roomNumber, sign and tvIndex become hotelOrigin and one registration record.
    version: 2,
    up(store) {
      const host = text(store.get('hotelHost'));
      if (host && !store.get('hotelOrigin')) {
        store.set('hotelOrigin', /^https?:\/\//.test(host) ? host : `https://${host}`);
      }
      const candidate = registrationSchema.safeParse({
        hotel: host?.replace(/^https?:\/\//, '').split('.')[0] ?? '',
        hotelId: store.get('hotelId'),
        roomNumber: text(store.get('roomNumber')),
        sign: text(store.get('sign')),
        tvIndex: text(store.get('tvIndex')) ?? DEFAULT_AREA_TVID,
        groups: [],
        registeredAt: new Date(0).toISOString(),
      });
      if (candidate.success && !store.get('registration')) store.set('registration', candidate.data);
      for (const key of ['hotelHost', 'hotelId', 'roomNumber', 'sign', 'tvIndex'] as const) store.delete(key);
    },
  },
  {
    version: 3,
    up(store, ids) {
      if (!store.get('area')) store.set('area', { tvid: DEFAULT_AREA_TVID, title: '' });
      if (!store.get('kiosk')) store.set('kiosk', { locked: true, displayMethod: 'dpms' });
      if (!store.get('tvMacs')) store.set('tvMacs', {});
      if (!text(store.get('deviceId'))) store.set('deviceId', ids.uuid());
      if (!text(store.get('remoteStateSecret'))) store.set('remoteStateSecret', ids.secret());
    },
  },
];

export const SETTINGS_VERSION = SETTINGS_MIGRATIONS.length;

const systemIds: IdSource = { uuid: () => randomUUID(), secret: () => randomBytes(24).toString('base64url') };

/** Brings any older settings file up to date. A failing step stops there and is retried on the next start. */
export function migrateSettings(store: KeyValueStore<KioskSettings>, ids: IdSource = systemIds, log?: (m: string) => void): number {
  const raw = store.get('settingsVersion');
  let version = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : 0;
  for (const migration of SETTINGS_MIGRATIONS) {
    if (migration.version <= version) continue;
    try {
      migration.up(store as Store, ids);
    } catch (error) {
      log?.(`settings migration ${migration.version} failed: ${String(error)}`);
      break;
    }
    version = migration.version;
    store.set('settingsVersion', version);
  }
  return version;
}
