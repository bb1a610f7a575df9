import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_SOURCE } from '../../renderer/src/features/sources/open-source';

const REPO = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Packages of package.json's dependencies that the renderer's own code (and common/) imports at run time, lazily or not. */
function importedDependencies(): string[] {
  const found = new Set<string>();
  for (const file of [...sourceFiles(join(REPO, 'renderer/src')), ...sourceFiles(join(REPO, 'common'))]) {
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/^import (?!type )[^;]*?from '([^'.@][^']*|@[^'/]+\/[^']+)'/gm),
      ...text.matchAll(/\bimport\('([^'.@][^']*|@[^'/]+\/[^']+)'\)/g),
    ];
    for (const [, spec] of specs) {
      const name = spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!;
      if (name in pkg.dependencies) found.add(name);
    }
  }
  return [...found].sort();
}

/** common/bridge/schemas.ts validates the kiosk bridge in the main process; the renderer never bundles zod. */
const MAIN_ONLY = new Set(['zod']);

describe('the open-source list of the sources page', () => {
  it('names every dependency the app imports, and nothing else', () => {
    expect(OPEN_SOURCE.map((c) => c.name).sort()).toEqual(importedDependencies().filter((name) => !MAIN_ONLY.has(name)));
  });

  it("gives each package's own licence", () => {
    for (const component of OPEN_SOURCE) {
      const installed = JSON.parse(readFileSync(join(REPO, 'node_modules', component.name, 'package.json'), 'utf8')) as { license: string };
      expect(component.licence, component.name).toBe(installed.license);
    }
  });
});
