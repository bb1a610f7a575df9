import type { DeviceIdentity } from '../../common/bridge/contract';
import { getDeviceIdentity, type IdentityDeps } from '../device/identity';
import type { KeyValueStore, KioskSettings } from '../settings/key-value-store';
import { readDeviceMode } from '../settings/read-settings';
import { createRegistrationStore } from '../settings/registration-store';
import type { KioskServices } from './handler-table';

export interface KioskServicesOptions {
  store: KeyValueStore<KioskSettings>;
  /** The hotel backend the identity is taken towards (the interface that reaches it). */
  backendUrl: string;
  appVersion: string;
  platform: string;
  identityDeps?: IdentityDeps;
  /** Lets a test stand in for another device on the same machine. */
  identityOverrides?: Partial<DeviceIdentity>;
}

export function createKioskServices(options: KioskServicesOptions): KioskServices {
  const { store, backendUrl, appVersion, platform, identityDeps, identityOverrides } = options;
  return {
    identity: {
      get: async () => ({ ...(await getDeviceIdentity(backendUrl, identityDeps)), ...identityOverrides }),
    },
    info: { get: () => ({ appVersion, platform, deviceMode: readDeviceMode(store) }) },
    registration: createRegistrationStore(store),
  };
}
