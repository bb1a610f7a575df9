import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const WEB_DIR = resolve(import.meta.dirname, '../../dist/web');
/** design.md §7 and issue 13: JavaScript fetched for the first screen, brotli. */
export const FIRST_SCREEN_BUDGET_BYTES = 110 * 1024;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const brotli = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Entry plus the chunks index.html loads or preloads make the first screen; every other chunk is lazy. */
export function measureBundle(webDir = WEB_DIR) {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const firstScreen = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
  const chunks = readdirSync(join(webDir, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const missing = [...firstScreen].filter((file) => !chunks.includes(file));
  if (missing.length > 0) throw new Error(`index.html loads files the build does not have: ${missing.join(', ')}`);
  const rows = chunks
    .map((file) => {
      const brotliBytes = brotli(join(webDir, 'assets', file));
      return { file, brotliBytes, brotliKb: kb(brotliBytes), firstScreen: firstScreen.has(file) };
    })
    .sort((a, b) => b.brotliBytes - a.brotliBytes);
  const js = rows.filter((r) => r.file.endsWith('.js'));
  const firstScreenBytes = js.filter((r) => r.firstScreen).reduce((sum, r) => sum + r.brotliBytes, 0);
  const largestLazyKb = Math.max(0, ...js.filter((r) => !r.firstScreen).map((r) => r.brotliKb));
  return { rows, firstScreenBytes, firstScreenKb: kb(firstScreenBytes), largestLazyKb };
}

/** The exact check `npm test` runs on the build: a byte over the budget fails. */
export function checkFirstScreen(webDir = WEB_DIR, budgetBytes = FIRST_SCREEN_BUDGET_BYTES) {
  const { rows, firstScreenBytes } = measureBundle(webDir);
  return {
    ok: firstScreenBytes <= budgetBytes,
    firstScreenBytes,
    budgetBytes,
    files: rows.filter((r) => r.firstScreen && r.file.endsWith('.js')).map(({ file, brotliBytes }) => ({ file, brotliBytes })),
  };
}
