/**
 * The import rules of `.dependency-cruiser.cjs` that keep functions/ below local/ (issue 32 §8) and
 * the server's domains in their places (§1), run on a small tree of their own so that a violation is seen to fail them: `npm run lint` runs
 * the same rules over the real tree, where a rule that could not fail would pass unnoticed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const { forbidden, options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IFlattenedRuleSet & {
  options: { tsPreCompilationDeps: boolean };
};

const root = mkdtempSync(join(tmpdir(), 'depcruise-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes the files (path → source) under a fresh folder and answers the rules each import breaks. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const base = mkdtempSync(join(root, 'tree-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  const { output } = await cruise(['.'], { baseDir: base, validate: true, ruleSet: { forbidden }, tsPreCompilationDeps: options.tsPreCompilationDeps });
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

describe('the domains and what they share', () => {
  const item = (name: string) => `export interface ${name} { id: string }\n`;

  it("fails an item that imports another domain's item, types included, and lets a workflow compose them", async () => {
    expect(
      await violations({
        'functions/circles/items/circle.ts': item('CircleItem'),
        'functions/posts/items/post.ts': "import type { CircleItem } from '../../circles/items/circle.ts';\nexport type PostItem = CircleItem;\n",
        'functions/posts/workflows/posting.ts': "import type { CircleItem } from '../../circles/items/circle.ts';\nexport type Posting = CircleItem;\n",
      }),
    ).toEqual(['items-import-only-their-own-domain: functions/posts/items/post.ts → functions/circles/items/circle.ts']);
  });

  it('fails an item that imports its own domain\'s workflow', async () => {
    expect(
      await violations({
        'functions/posts/workflows/posting.ts': item('Posting'),
        'functions/posts/items/post.ts': "import type { Posting } from '../workflows/posting.ts';\nexport type PostItem = Posting;\n",
      }),
    ).toEqual(['items-import-only-their-own-domain: functions/posts/items/post.ts → functions/posts/workflows/posting.ts']);
  });

  it('fails lib/ reaching up into a domain', async () => {
    expect(
      await violations({
        'functions/posts/items/post.ts': item('PostItem'),
        'functions/lib/handler.ts': "import type { PostItem } from '../posts/items/post.ts';\nexport type Handled = PostItem;\n",
      }),
    ).toEqual(['lib-is-below-the-domains: functions/lib/handler.ts → functions/posts/items/post.ts']);
  });

  it("fails a domain importing another domain's route module", async () => {
    expect(
      await violations({
        'functions/posts/routes/attachments.ts': 'export const verify = 1;\n',
        'functions/ai-guru/routes/share.ts': "import { verify } from '../../posts/routes/attachments.ts';\nexport const share = verify;\n",
      }),
    ).toEqual(['routes-are-entries: functions/ai-guru/routes/share.ts → functions/posts/routes/attachments.ts']);
  });

  it('fails a loop closed by an import of types alone', async () => {
    expect(
      await violations({
        'functions/lib/a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
        'functions/lib/b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
      }),
    ).toEqual(['no-cycles: functions/lib/a.ts → functions/lib/b.ts']);
  });
});
