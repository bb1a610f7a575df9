import type { Db } from '../db/open-database';

export interface RoomRow {
  number: string;
  tv_indexes: string;
}

export type HotelStateStore = ReturnType<typeof hotelStateStore>;

export function hotelStateStore(db: Db) {
  const installationMode = db.prepare<[number], number>('SELECT installation_mode FROM hotels WHERE id = ?').pluck();
  const setInstallationMode = db.prepare('UPDATE hotels SET installation_mode = ? WHERE id = ?');
  const room = db.prepare<[number, string], RoomRow>('SELECT number, tv_indexes FROM rooms WHERE hotel_id = ? AND number = ?');
  const rooms = db.prepare<[number], RoomRow>('SELECT number, tv_indexes FROM rooms WHERE hotel_id = ? ORDER BY number');
  return {
    installationMode: (hotelId: number) => installationMode.get(hotelId) === 1,
    setInstallationMode: (hotelId: number, on: boolean) => setInstallationMode.run(on ? 1 : 0, hotelId).changes > 0,
    room: (hotelId: number, number: string) => room.get(hotelId, number),
    rooms: (hotelId: number) => rooms.all(hotelId),
  };
}

export const tvIndexesOf = (room: RoomRow): string[] => JSON.parse(room.tv_indexes) as string[];
