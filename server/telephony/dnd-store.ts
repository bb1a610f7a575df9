import type { Db } from '../db/open-database';

export interface DndRow {
  room: string;
  dnd: boolean;
  changedAt: number;
}

export type DndStore = ReturnType<typeof dndStore>;

/** A room's do-not-disturb as the guest last set it: the exchange refuses room calls while it is on. */
export function dndStore(db: Db) {
  const upsert = db.prepare(`
    INSERT INTO room_dnd (hotel_id, room, dnd, changed_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (hotel_id, room) DO UPDATE SET dnd = excluded.dnd, changed_at = excluded.changed_at`);
  const one = db.prepare<[number, string], number>('SELECT dnd FROM room_dnd WHERE hotel_id = ? AND room = ?').pluck();
  const all = db.prepare<[number], { room: string; dnd: number; changed_at: number }>(
    'SELECT room, dnd, changed_at FROM room_dnd WHERE hotel_id = ? ORDER BY room',
  );
  return {
    set: (hotelId: number, room: string, dnd: boolean) => void upsert.run(hotelId, room, dnd ? 1 : 0, Date.now()),
    of: (hotelId: number, room: string): boolean => one.get(hotelId, room) === 1,
    list: (hotelId: number): DndRow[] => all.all(hotelId).map((row) => ({ room: row.room, dnd: row.dnd === 1, changedAt: row.changed_at })),
  };
}
