import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import electronPackage from 'electron/package.json' with { type: 'json' };
import { ALLOWED_FINDINGS } from './electronegativity-allow-list';

interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  sample?: string;
}
type Run = (options: Record<string, unknown>) => Promise<{ issues: Issue[]; errors: { file: string; message: string; tolerable?: boolean }[] }>;

const ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['main', 'preload', 'renderer/src'];
const run = createRequire(import.meta.url)('@doyensec/electronegativity/dist/runner.js') as Run;

// One tree, so the global checks see the main process's navigation and permission handlers beside the renderer.
const tree = mkdtempSync(join(tmpdir(), 'stay-electronegativity-'));
for (const dir of SCANNED) cpSync(join(ROOT, dir), join(tree, dir), { recursive: true, filter: (path) => !path.includes('node_modules') });
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('Electronegativity over main/, preload/ and renderer/', () => {
  it('finds nothing that the reviewed allow-list does not explain, and parses every file', async () => {
    const result = await run({
      input: tree,
      isRelative: true,
      electronVersionOverride: electronPackage.version,
      customScan: [],
      excludeFromScan: [],
    });
    expect(result.errors.filter((error) => !error.tolerable), 'files the scanner could not read').toEqual([]);
    const findings = result.issues.map((issue) => ({ check: issue.id, file: issue.file, at: `${issue.location.line}:${issue.location.column}` }));
    const unexplained = findings.filter((f) => !ALLOWED_FINDINGS.some((a) => a.check === f.check && a.file === f.file));
    const unused = ALLOWED_FINDINGS.filter((a) => !findings.some((f) => f.check === a.check && f.file === a.file));
    console.log(`electronegativity: ${findings.length} findings, ${findings.length - unexplained.length} explained by the allow-list`);
    expect(unexplained, 'review each: fix it, or explain it in tests/security/electronegativity-allow-list.ts').toEqual([]);
    expect(unused.map((a) => `${a.check} ${a.file}`), 'allow-list entries that no longer match a finding').toEqual([]);
  }, 120_000);
});
