/** Numbered schema steps. Append only: a shipped step is never edited, a change is a new step. */
export const MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE hotels (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        uid TEXT NOT NULL UNIQUE,
        installation_mode INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE rooms (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        number TEXT NOT NULL,
        tv_indexes TEXT NOT NULL,
        PRIMARY KEY (hotel_id, number)
      );
      CREATE TABLE guests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        seed_key TEXT,
        guest_type TEXT NOT NULL,
        room TEXT,
        last_name TEXT NOT NULL DEFAULT '',
        first_name TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL DEFAULT '',
        pmsregnum TEXT,
        email TEXT,
        pin TEXT,
        phone TEXT,
        groups TEXT NOT NULL DEFAULT '[]',
        lang TEXT,
        check_in_date TEXT,
        check_out_date TEXT,
        status TEXT NOT NULL CHECK (status IN ('in', 'out')),
        created_at INTEGER NOT NULL,
        ended_at INTEGER,
        UNIQUE (hotel_id, seed_key)
      );
      CREATE INDEX guests_by_room ON guests(hotel_id, room, status);
      CREATE TABLE registrations (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_index TEXT NOT NULL,
        mac TEXT NOT NULL,
        ip TEXT NOT NULL,
        sign TEXT NOT NULL,
        registered_at INTEGER NOT NULL,
        PRIMARY KEY (hotel_id, room, tv_index),
        UNIQUE (hotel_id, mac)
      );
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        kind TEXT NOT NULL CHECK (kind IN ('web', 'inroom')),
        guest_id INTEGER REFERENCES guests(id),
        room TEXT,
        mac TEXT,
        device_id TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX tokens_by_guest ON tokens(guest_id);
      CREATE TABLE error_reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        message TEXT NOT NULL,
        status INTEGER,
        logs TEXT NOT NULL,
        uptime REAL,
        url TEXT,
        user_agent TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX error_reports_by_hotel ON error_reports(hotel_id, id);
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE device_status (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_index TEXT NOT NULL,
        mac TEXT NOT NULL,
        report TEXT NOT NULL,
        local_time TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        reports_received INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (hotel_id, room, tv_index)
      );
      CREATE TABLE wol_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        room TEXT NOT NULL,
        tv_id TEXT NOT NULL,
        mac TEXT NOT NULL,
        requested_at INTEGER NOT NULL
      );
    `,
  },
];
