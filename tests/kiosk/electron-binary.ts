import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PLATFORM_EXECUTABLE: Partial<Record<NodeJS.Platform, string>> = {
  darwin: 'Electron.app/Contents/MacOS/Electron',
  win32: 'electron.exe',
};

export type ElectronBinary = { available: true; path: string } | { available: false; reason: string };

/**
 * Finds the Electron executable without `require('electron')`: on a machine without the binary that
 * require starts a download, which must never happen in a test run.
 */
export function findElectronBinary(): ElectronBinary {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { available: false, reason: 'the electron npm package is not installed' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!existsSync(pathFile) && !override) {
    return { available: false, reason: `${pathFile} is missing (the package was installed without its postinstall download)` };
  }
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : (PLATFORM_EXECUTABLE[process.platform] ?? 'electron');
  const executable = join(override ?? join(packageDir, 'dist'), relative);
  return existsSync(executable)
    ? { available: true, path: executable }
    : { available: false, reason: `${executable} does not exist` };
}
