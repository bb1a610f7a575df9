import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
export const DEFAULT_RESOURCES_DIR = join(REPO_ROOT, 'resources');
export const DEFAULT_WEB_ROOT = join(REPO_ROOT, 'dist', 'web');
export const REMOTE_DEBUG_SCRIPT = join(REPO_ROOT, 'server', 'static', 'remote-debug.js');
