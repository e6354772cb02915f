/**
 * The import rules of `.dependency-cruiser.cjs` that keep functions/ below local/ (issue 32 §8),
 * run on a small tree of their own so that a violation is seen to fail them: `npm run lint` runs
 * the same rules over the real tree, where a rule that could not fail would pass unnoticed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const { forbidden } = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IFlattenedRuleSet;

const root = mkdtempSync(join(tmpdir(), 'depcruise-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes the files (path → source) under a fresh folder and answers the rules each import breaks. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const base = mkdtempSync(join(root, 'tree-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  const { output } = await cruise(['.'], { baseDir: base, validate: true, ruleSet: { forbidden } });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('functions/ never imports local/', () => {
  it.each([
    ['a test support file', 'functions/testing/in-process-api.ts'],
    ['a test file', 'functions/guidelines/contact.test.ts'],
  ])('fails %s that imports local/', async (_kind, importer) => {
    expect(
      await violations({
        'local/adapter.ts': 'export const adapter = 1;\n',
        [importer]: "import { adapter } from '../../local/adapter.ts';\nexport const api = adapter;\n",
      }),
    ).toEqual([`functions-never-import-local: ${importer} → local/adapter.ts`]);
  });

  it('lets local/, test support and tests use functions/stand-ins/, and fails Lambda code that does', async () => {
    expect(
      await violations({
        'functions/stand-ins/adapter.ts': 'export const adapter = 1;\n',
        'local/stack.ts': "import { adapter } from '../functions/stand-ins/adapter.ts';\nexport const stack = adapter;\n",
        'functions/testing/in-process-api.ts': "import { adapter } from '../stand-ins/adapter.ts';\nexport const api = adapter;\n",
        'functions/posts/routes/posts.ts': "import { adapter } from '../../stand-ins/adapter.ts';\nexport const handler = adapter;\n",
      }),
    ).toEqual(['lambda-code-does-not-import-stand-ins: functions/posts/routes/posts.ts → functions/stand-ins/adapter.ts']);
  });
});
