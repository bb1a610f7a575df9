import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-imports messages the house lint gives `source` imported from `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('renderer imports', () => {
  it.each([
    ['renderer/src/features/assistant/new-file.ts', '../../../common/api'],
    ['renderer/src/features/cart/time/new-file.tsx', '../../../lib/time'],
    ['renderer/src/lib/api/new-file.ts', '../../locales/en'],
    ['renderer/src/app/new-file.test.tsx', '../../../resources/hotels/demo/assistant-questions.json'],
    ['renderer/operator/src/new-file.tsx', '../../../common/api'],
  ])('refuse a deep relative import (%s from %s): the aliases reach there', async (file, source) => {
    expect(await refusals(file, source)).toEqual([
      `'${source}' import is restricted from being used by a pattern. Reach outside a folder and its parent through @renderer/..., @common/... or @resources/..., not ../../.`,
    ]);
  }, 60_000);

  it.each([
    ['renderer/src/features/assistant/new-file.ts', '@common/api'],
    ['renderer/src/features/cart/time/new-file.tsx', '../delivery-time'],
    ['renderer/src/features/cart/time/new-file.tsx', './wheel'],
  ])('take an alias or a near relative path (%s from %s)', async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  }, 60_000);
});
