import { existsSync } from 'node:fs';

/** Debian's Chromium: Playwright's own browser download does not work on these machines. */
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = () => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH`);
  }
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
};
