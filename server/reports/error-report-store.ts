import type { Db } from '../db/open-database';

/** The newest reports kept per hotel; older ones are dropped so a chatty device cannot fill the disk. */
const ERROR_REPORTS_KEPT = 500;
/** Of those, one client address keeps at most this many: a flood from one place cannot push the others out. */
const ERROR_REPORTS_KEPT_PER_CLIENT = 50;

export interface ErrorReport {
  message: string;
  status: number | null;
  logs: string[];
  uptime: number | null;
  url: string | null;
  userAgent: string | null;
}

interface ErrorReportRow {
  id: number;
  message: string;
  status: number | null;
  logs: string;
  uptime: number | null;
  url: string | null;
  user_agent: string | null;
  created_at: number;
}

export type ErrorReportStore = ReturnType<typeof errorReportStore>;

export function errorReportStore(db: Db) {
  const insert = db.prepare(`
    INSERT INTO error_reports (hotel_id, message, status, logs, uptime, url, user_agent, created_at, client)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const pruneClient = db.prepare(`
    DELETE FROM error_reports WHERE hotel_id = ? AND client = ? AND id <= (
      SELECT id FROM error_reports WHERE hotel_id = ? AND client = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`);
  const prune = db.prepare(`
    DELETE FROM error_reports WHERE hotel_id = ? AND id <= (
      SELECT id FROM error_reports WHERE hotel_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`);
  const latest = db.prepare<[number, number], ErrorReportRow>(
    'SELECT * FROM error_reports WHERE hotel_id = ? ORDER BY id DESC LIMIT ?',
  );
  return {
    add: db.transaction((hotelId: number, report: ErrorReport, client: string): number => {
      const { message, status, logs, uptime, url, userAgent } = report;
      const id = Number(insert.run(hotelId, message, status, JSON.stringify(logs), uptime, url, userAgent, Date.now(), client).lastInsertRowid);
      pruneClient.run(hotelId, client, hotelId, client, ERROR_REPORTS_KEPT_PER_CLIENT);
      prune.run(hotelId, hotelId, ERROR_REPORTS_KEPT);
      return id;
    }),
    latest: (hotelId: number, limit: number) =>
      latest.all(hotelId, limit).map((row) => ({
        id: row.id,
        message: row.message,
        status: row.status,
        logs: JSON.parse(row.logs) as string[],
        uptime: row.uptime,
        url: row.url,
        userAgent: row.user_agent,
        createdAt: new Date(row.created_at).toISOString(),
      })),
  };
}
