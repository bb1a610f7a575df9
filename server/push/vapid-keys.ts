import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

/** Made once per data directory and kept beside the database: subscriptions made with it stay valid after a restart. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_FILE);
  try {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string') return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
