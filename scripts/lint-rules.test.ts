/**
 * The data layer's rule in `eslint.config.js` (issue 32 §2), run on a small source of its own so
 * that a violation is seen to fail it: `npm run lint` runs the same rule over the real tree, where
 * a rule that could not fail would pass unnoticed.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const UPDATE_BY_HAND = 'Build the update from field values: updateOf() in functions/lib/db/update.ts';
const CAUGHT_BY_HAND = 'A failed condition is caught in one place: ifCondition() in functions/lib/db/transact.ts';

// Written apart so that this file does not break the rule it tests.
const exception = ['ConditionalCheck', 'FailedException'].join('');
const handWritten = `import { ${exception} } from '@aws-sdk/client-dynamodb';
export const body = { UpdateExpression: 'SET a = :a', 'UpdateExpression': 'SET b = :b' };
export const failed = (error: unknown) => error instanceof ${exception} || (error as Error).name === '${exception}';
`;

const eslint = new ESLint();
const messagesOf = async (filePath: string) =>
  (await eslint.lintText(handWritten, { filePath }))[0]!.messages.map(({ line, ruleId, message }) => `${line} ${ruleId}: ${message}`);

describe('the data layer writes updates and catches failed conditions, nothing else does', () => {
  it.each(['functions/posts/items/x.ts', 'functions/posts/items/x.test.ts', 'local/x.ts', 'scripts/x.ts'])(
    'fails a hand-written update and a caught condition in %s',
    async (filePath) => {
      expect(await messagesOf(filePath)).toEqual([
        `1 no-restricted-syntax: ${CAUGHT_BY_HAND}`,
        `2 no-restricted-syntax: ${UPDATE_BY_HAND}`,
        `2 no-restricted-syntax: ${UPDATE_BY_HAND}`,
        `3 no-restricted-syntax: ${CAUGHT_BY_HAND}`,
        `3 no-restricted-syntax: ${CAUGHT_BY_HAND}`,
      ]);
    },
  );

  it('lets functions/lib/db write them', async () => {
    expect(await messagesOf('functions/lib/db/x.ts')).toEqual([]);
  });
});
