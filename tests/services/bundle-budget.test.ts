import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFirstScreen } from '../../scripts/bench/bundle-size';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build whose entry is `entryBytes` of incompressible data and whose lazy chunk is larger still. */
function build(entryBytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'stay-bundle-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/runtime-b.js">');
  writeFileSync(join(dir, 'assets', 'index-a.js'), randomBytes(entryBytes).toString('base64'));
  writeFileSync(join(dir, 'assets', 'runtime-b.js'), 'export const x = 1;');
  writeFileSync(join(dir, 'assets', 'lazy-c.js'), randomBytes(400_000).toString('base64'));
  return dir;
}

describe('the first-screen bundle check', () => {
  it('counts the entry and what index.html preloads, not the lazy chunks, against 110 KB', () => {
    const result = checkFirstScreen(build(60_000));
    expect(result.budgetBytes).toBe(112_640);
    expect(result.files.map((f) => f.file).sort()).toEqual(['index-a.js', 'runtime-b.js']);
    expect(result.ok).toBe(true);
  });

  it('fails a first screen one byte over the budget', () => {
    const dir = build(90_000);
    const { firstScreenBytes } = checkFirstScreen(dir);
    expect(checkFirstScreen(dir, firstScreenBytes).ok).toBe(true);
    expect(checkFirstScreen(dir, firstScreenBytes - 1).ok).toBe(false);
  });

  it('fails when index.html loads a file the build lacks', () => {
    const dir = build(1_000);
    rmSync(join(dir, 'assets', 'runtime-b.js'));
    expect(() => checkFirstScreen(dir)).toThrow('runtime-b.js');
  });
});
