import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const WEB = resolve(import.meta.dirname, '../../dist/web');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const brotli = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Entry plus the chunks index.html preloads make the first screen; every other chunk is lazy. */
export function measureBundle() {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const firstScreen = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
  const chunks = readdirSync(join(WEB, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const rows = chunks
    .map((file) => ({ file, brotliKb: kb(brotli(join(WEB, 'assets', file))), firstScreen: firstScreen.has(file) }))
    .sort((a, b) => b.brotliKb - a.brotliKb);
  const js = rows.filter((r) => r.file.endsWith('.js'));
  const firstScreenKb = kb(js.filter((r) => r.firstScreen).reduce((sum, r) => sum + r.brotliKb * 1024, 0));
  const largestLazyKb = Math.max(0, ...js.filter((r) => !r.firstScreen).map((r) => r.brotliKb));
  return { rows, firstScreenKb, largestLazyKb };
}
