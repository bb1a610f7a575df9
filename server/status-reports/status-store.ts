import type { TabletStatusReport } from '../../common/api/device-status';
import type { Db } from '../db/open-database';

interface StatusRow {
  room: string;
  tv_index: string;
  mac: string;
  report: string;
  received_at: number;
  reports_received: number;
}

export type StatusStore = ReturnType<typeof statusStore>;

/**
 * The newest status report per registered screen, with how many arrived. Only the last one is kept: the
 * operator asks "is this room alive", and a day of reports per room would be 1440 rows.
 */
export function statusStore(db: Db) {
  // Reports kept offline arrive late and in order; one older than the stored one only adds to the count.
  const upsert = db.prepare(`
    INSERT INTO device_status (hotel_id, room, tv_index, mac, report, local_time, received_at)
    VALUES (@hotelId, @room, @tvIndex, @mac, @report, @localTime, @now)
    ON CONFLICT (hotel_id, room, tv_index) DO UPDATE SET
      reports_received = reports_received + 1,
      mac = CASE WHEN excluded.local_time >= local_time THEN excluded.mac ELSE mac END,
      report = CASE WHEN excluded.local_time >= local_time THEN excluded.report ELSE report END,
      received_at = CASE WHEN excluded.local_time >= local_time THEN excluded.received_at ELSE received_at END,
      local_time = MAX(local_time, excluded.local_time)`);
  const byHotel = db.prepare<[number], StatusRow>(
    'SELECT room, tv_index, mac, report, received_at, reports_received FROM device_status WHERE hotel_id = ? ORDER BY room, tv_index',
  );
  const insertWol = db.prepare('INSERT INTO wol_requests (hotel_id, room, tv_id, mac, requested_at) VALUES (?, ?, ?, ?, ?)');
  const pruneWol = db.prepare('DELETE FROM wol_requests WHERE hotel_id = ? AND id <= (SELECT id FROM wol_requests WHERE hotel_id = ? ORDER BY id DESC LIMIT 1 OFFSET 500)');
  const wolByRoom = db.prepare<[number, string, string], { n: number; last: number | null }>(
    'SELECT COUNT(*) AS n, MAX(requested_at) AS last FROM wol_requests WHERE hotel_id = ? AND room = ? AND tv_id = ?',
  );

  return {
    save(hotelId: number, place: { room: string; tvIndex: string; mac: string }, report: TabletStatusReport, now = Date.now()) {
      upsert.run({ hotelId, ...place, report: JSON.stringify(report), localTime: report.localTime, now });
    },
    list(hotelId: number, now = Date.now()) {
      return byHotel.all(hotelId).map((row) => ({
        room: row.room,
        tvIndex: row.tv_index,
        mac: row.mac,
        report: JSON.parse(row.report) as TabletStatusReport,
        receivedAt: new Date(row.received_at).toISOString(),
        agoSeconds: Math.max(0, Math.round((now - row.received_at) / 1000)),
        reportsReceived: row.reports_received,
      }));
    },
    addWol: db.transaction((hotelId: number, room: string, tvId: string, mac: string) => {
      insertWol.run(hotelId, room, tvId, mac, Date.now());
      pruneWol.run(hotelId, hotelId);
    }),
    wolOf(hotelId: number, room: string, tvId: string) {
      const row = wolByRoom.get(hotelId, room, tvId);
      return { count: row?.n ?? 0, lastAt: row?.last ? new Date(row.last).toISOString() : null };
    },
  };
}
