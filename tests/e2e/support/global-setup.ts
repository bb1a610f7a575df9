import { join, resolve } from 'node:path';
import { build } from 'vite';

const REPO = resolve(import.meta.dirname, '../../..');

/** Builds the demo backend once for the whole run; every test's server starts from that bundle (see demo-server.ts). */
export default async function globalSetup(): Promise<void> {
  await build({ configFile: join(REPO, 'server/vite.config.ts') });
  process.env.STAY_SERVER_BUNDLE = join(REPO, 'out/server/start.mjs');
}
