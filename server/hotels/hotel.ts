import type { HotelConfig, HotelIdentity, HotelManifest, Language } from '../../common/api/config';
import type { ServedFile } from '../http/served-file';
import type { RoomControlConfig } from '../rcu/room-control-schema';
import type { AssistantModel, HotelFile } from './hotel-file-schema';

/** A hotel as loaded from resources at startup; its changing state (rooms, guests, devices) lives in SQLite. */
export interface Hotel {
  name: string;
  id: number;
  uid: string;
  config: HotelConfig;
  manifest: HotelManifest;
  serviceFee: number;
  languages: Language[];
  seed: Pick<HotelFile, 'installationWindowMinutes' | 'rooms' | 'guests' | 'loyaltyAccounts'>;
  /** The token a guest without login orders with (part 2 §3). */
  baseToken?: string;
  slotCapacity: number;
  /** Keyed by the path under the static host, as `staticPaths` builds it. */
  staticFiles: Map<string, ServedFile>;
  /** Keyed by the path under the content host, as `contentPaths` builds it. */
  contentFiles: Map<string, ServedFile>;
  contentHash: string;
  /** The language model that phrases the assistant's answers, if the hotel has one. */
  assistant?: AssistantModel;
  /** hotel.json `roomControl`: the driver and devices behind the rcu host. */
  roomControl?: RoomControlConfig;
}

export interface HotelDirectory {
  all: readonly Hotel[];
  byName(name: string): Hotel | undefined;
  byId(id: number): Hotel | undefined;
  byUid(uid: string): Hotel | undefined;
}

export { DEFAULT_HOTEL } from '../../common/spec/product';

export const identityOf = (hotel: Hotel): HotelIdentity => ({ id: hotel.id, uid: hotel.uid, name: hotel.name, baseToken: hotel.baseToken });

export function hotelDirectory(hotels: readonly Hotel[]): HotelDirectory {
  const byName = new Map(hotels.map((h) => [h.name, h]));
  const byId = new Map(hotels.map((h) => [h.id, h]));
  const byUid = new Map(hotels.map((h) => [h.uid, h]));
  return {
    all: hotels,
    byName: (name) => byName.get(name),
    byId: (id) => byId.get(id),
    byUid: (uid) => byUid.get(uid),
  };
}
