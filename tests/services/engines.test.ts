import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { subset } from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };

describe('the Node version', () => {
  it('promises only versions that every installed package accepts', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !entry.optional)
      .flatMap(([name, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !subset(pkg.engines.node, wanted) ? [`${name} wants ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('is named in the README as package.json states it', () => {
    expect(read('README.md')).toContain(`"node": "${pkg.engines.node}"`);
  });
});
