import type { Db } from '../db/open-database';

export interface RoomRow {
  number: string;
  tv_indexes: string;
}

export type HotelStateStore = ReturnType<typeof hotelStateStore>;

export function hotelStateStore(db: Db) {
  const installationUntil = db.prepare<[number], number | null>('SELECT installation_until FROM hotels WHERE id = ?').pluck();
  const setInstallationUntil = db.prepare('UPDATE hotels SET installation_until = ? WHERE id = ?');
  const room = db.prepare<[number, string], RoomRow>('SELECT number, tv_indexes FROM rooms WHERE hotel_id = ? AND number = ?');
  const rooms = db.prepare<[number], RoomRow>('SELECT number, tv_indexes FROM rooms WHERE hotel_id = ? ORDER BY number');
  return {
    /** When the open installation window closes by itself, or null while it is closed. */
    installationUntil(hotelId: number, now = Date.now()): number | null {
      const until = installationUntil.get(hotelId) ?? null;
      return until !== null && until > now ? until : null;
    },
    setInstallationUntil: (hotelId: number, until: number | null) => setInstallationUntil.run(until, hotelId).changes > 0,
    room: (hotelId: number, number: string) => room.get(hotelId, number),
    rooms: (hotelId: number) => rooms.all(hotelId),
  };
}

export const tvIndexesOf = (room: RoomRow): string[] => JSON.parse(room.tv_indexes) as string[];
