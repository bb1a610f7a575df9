import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export const DATABASE_FILE = 'hotel.sqlite';

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints, not on every commit: a power cut may lose the last commits, never corrupt.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Migration 5 hashes the registration signs kept in plain text before it.
  db.function('stay_sha256', { deterministic: true }, (text) => createHash('sha256').update(String(text)).digest('hex'));
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
  for (const step of MIGRATIONS) {
    if (applied.has(step.version)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.version, Date.now());
    })();
  }
}
