import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout this module runs from: as a source file (server/) or inside the e2e suite's bundle (out/server/). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('the demo server runs outside its checkout: no package.json above it');
    dir = parent;
  }
  return dir;
}

const REPO_ROOT = repoRoot();
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
export const DEFAULT_RESOURCES_DIR = join(REPO_ROOT, 'resources');
export const DEFAULT_WEB_ROOT = join(REPO_ROOT, 'dist', 'web');
export const REMOTE_DEBUG_SCRIPT = join(REPO_ROOT, 'server', 'static', 'remote-debug.js');
