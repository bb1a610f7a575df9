#!/usr/bin/env node
// Starts the built kiosk shell (out/main/index.cjs) with the Electron binary from node_modules.
// Finds the binary without require('electron'), which would try to download it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const PLATFORM_EXECUTABLE = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' };

function electronBinary() {
  let packageDir;
  try {
    packageDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { error: 'the electron npm package is not installed' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!existsSync(pathFile) && !override) return { error: `${pathFile} is missing` };
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : PLATFORM_EXECUTABLE[process.platform] ?? 'electron';
  const executable = join(override ?? join(packageDir, 'dist'), relative);
  return existsSync(executable) ? { executable } : { error: `${executable} does not exist` };
}

const found = electronBinary();
if (!found.executable) {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies?.electron ?? 'latest';
  console.error(`Electron binary not installed: ${found.error}.

The electron package was installed without running its download step (package.json "allowScripts"
has "electron": false). On a machine that may download it, either:
  - run the download once:     node node_modules/electron/install.js
  - or reinstall with scripts: set "allowScripts": { "electron": true } and run npm install (or npm rebuild electron)
  - or point to an unpacked Electron ${version}: ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron-dist node scripts/run-kiosk.mjs
Then: STAY_HOTEL_URL=http://demo.localhost:8080 npm run kiosk`);
  process.exit(1);
}

if (!existsSync(join(root, 'out/main/index.cjs')) || !existsSync(join(root, 'out/preload/index.cjs'))) {
  console.error('The kiosk shell is not built: run npm run build:kiosk first.');
  process.exit(1);
}

// Chromium refuses its sandbox as root; a kiosk session runs as its own user, this is for dev boxes.
const rootArgs = process.platform === 'linux' && process.getuid?.() === 0 ? ['--no-sandbox'] : [];
const child = spawn(found.executable, [...rootArgs, root, ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
