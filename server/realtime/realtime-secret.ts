import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const REALTIME_SECRET_FILE = 'realtime.secret';
const SECRET_BYTES = 32;

/** Made once per data directory and kept beside the database, readable by the server's user only. */
export function loadRealtimeSecret(dataDir: string): Buffer {
  const file = join(dataDir, REALTIME_SECRET_FILE);
  try {
    const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (secret.length === SECRET_BYTES) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(SECRET_BYTES);
  writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
  return secret;
}
