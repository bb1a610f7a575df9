import type { RoomRegistration } from '../../common/bridge/contract';
import { registrationSchema } from '../../common/bridge/schemas';
import type { KeyValueStore, KioskSettings } from './key-value-store';

export interface RegistrationStore {
  get(): RoomRegistration | null;
  save(registration: RoomRegistration): RoomRegistration;
  clear(): null;
}

/** The room registration, parsed on read: a corrupt or outdated record reads as "not registered". */
export function createRegistrationStore(store: KeyValueStore<KioskSettings>): RegistrationStore {
  return {
    get() {
      const parsed = registrationSchema.safeParse(store.get('registration'));
      return parsed.success ? parsed.data : null;
    },
    save(registration) {
      const valid = registrationSchema.parse(registration);
      store.set('registration', valid);
      return valid;
    },
    clear() {
      store.delete('registration');
      return null;
    },
  };
}
