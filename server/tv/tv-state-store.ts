import type { TvStateData } from '../../common/api/realtime';
import type { Db } from '../db/open-database';

/** A room TV as the backend knows it: from its simulator, or from what a TV-mode screen last answered. */
export interface RoomTvState extends TvStateData {
  sleepMinutes: number;
  /** ms since the epoch while a sleep timer runs. */
  sleepEndsAt: number | null;
  source: 'simulator' | 'device';
  updatedAt: number;
}

interface Row {
  room: string;
  tv_id: string;
  channel_id: string;
  vol: number;
  mute: number;
  power: number;
  radio: string | null;
  sleep_minutes: number;
  sleep_ends_at: number | null;
  source: 'simulator' | 'device';
  updated_at: number;
}

const fromRow = (row: Row): RoomTvState => ({
  tvId: row.tv_id,
  channelId: row.channel_id,
  vol: row.vol,
  mute: row.mute === 1,
  power: row.power === 1,
  radio: row.radio,
  sleepMinutes: row.sleep_minutes,
  sleepEndsAt: row.sleep_ends_at,
  source: row.source,
  updatedAt: row.updated_at,
});

export type TvStateStore = ReturnType<typeof tvStateStore>;

export function tvStateStore(db: Db) {
  const get = db.prepare<[number, string, string], Row>('SELECT * FROM tv_states WHERE hotel_id = ? AND room = ? AND tv_id = ?');
  const list = db.prepare<[number, string], Row>('SELECT * FROM tv_states WHERE hotel_id = ? AND room = ? ORDER BY tv_id');
  const save = db.prepare(`
    INSERT INTO tv_states (hotel_id, room, tv_id, channel_id, vol, mute, power, radio, sleep_minutes, sleep_ends_at, source, updated_at)
    VALUES (@hotelId, @room, @tvId, @channelId, @vol, @mute, @power, @radio, @sleepMinutes, @sleepEndsAt, @source, @updatedAt)
    ON CONFLICT (hotel_id, room, tv_id) DO UPDATE SET channel_id = excluded.channel_id, vol = excluded.vol, mute = excluded.mute,
      power = excluded.power, radio = excluded.radio, sleep_minutes = excluded.sleep_minutes, sleep_ends_at = excluded.sleep_ends_at,
      source = excluded.source, updated_at = excluded.updated_at`);
  const simulator = db.prepare<[number], number>('SELECT tv_simulator FROM hotels WHERE id = ?').pluck();
  const setSimulator = db.prepare('UPDATE hotels SET tv_simulator = ? WHERE id = ?');
  return {
    get: (hotelId: number, room: string, tvId: string): RoomTvState | undefined => {
      const row = get.get(hotelId, room, tvId);
      return row ? fromRow(row) : undefined;
    },
    list: (hotelId: number, room: string): RoomTvState[] => list.all(hotelId, room).map(fromRow),
    save: (hotelId: number, room: string, state: RoomTvState): void => {
      save.run({
        hotelId,
        room,
        tvId: state.tvId,
        channelId: state.channelId,
        vol: state.vol,
        mute: state.mute ? 1 : 0,
        power: state.power ? 1 : 0,
        radio: state.radio ?? null,
        sleepMinutes: state.sleepMinutes,
        sleepEndsAt: state.sleepEndsAt,
        source: state.source,
        updatedAt: state.updatedAt,
      });
    },
    simulatorOn: (hotelId: number): boolean => simulator.get(hotelId) !== 0,
    setSimulator: (hotelId: number, on: boolean): boolean => setSimulator.run(on ? 1 : 0, hotelId).changes > 0,
  };
}
