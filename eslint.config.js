// Code-quality lint for the whole repository. Architecture rules (who may import whom, no
// cycles, nothing imports tests) are dependency-cruiser's job: .dependency-cruiser.cjs.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import untranslated from './web/untranslated.json' with { type: 'json' };

/** Letters of a word a person reads, in either script. */
const WORDS = '/[A-Za-z\\u0900-\\u097F]/';
const FROM_A_CATALOGUE = "Words a person reads come from the catalogues: t('key') from useT(...) (web/src/lib/i18n.tsx, docs/i18n.md)";

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'dist/', 'cdk.out/', 'test-results/', 'playwright-report/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // The data layer's rule (docs/decisions.md, "Conditions have names"): updates are built from
    // field values and a failed condition is caught in one place, both in functions/lib/db. Tests,
    // the local stack and the scripts are held to it too, so no hand-written update is copied from them.
    files: ['functions/**/*.ts', 'local/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['functions/lib/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["Property[key.name='UpdateExpression']", "Property[key.value='UpdateExpression']"].map((selector) => ({
          selector,
          message: 'Build the update from field values: updateOf() in functions/lib/db/update.ts',
        })),
        // `import { X }` holds X twice (imported and local name): one report for it is enough.
        ...["Identifier[name='ConditionalCheckFailedException']:not(ImportSpecifier > Identifier.local)", "Literal[value='ConditionalCheckFailedException']"].map((selector) => ({
          selector,
          message: 'A failed condition is caught in one place: ifCondition() in functions/lib/db/transact.ts',
        })),
      ],
    },
  },
  {
    // A synthesized CloudFormation template is untyped JSON that these tests walk through.
    files: ['infra/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The interface in every language it speaks (issue 34): text in the markup, the attributes a
    // person reads or hears, a toast's words and a page's title come from a catalogue, never a
    // literal. The files still listed in web/untranslated.json are the ones not yet moved into
    // catalogues; a file leaves the list once it passes.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', ...untranslated.files],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `JSXText[value=${WORDS}]`,
          `JSXElement > JSXExpressionContainer > Literal[value=${WORDS}]`,
          `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
          `JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|description)$/] > Literal[value=${WORDS}]`,
          `CallExpression[callee.name=/^(toast|toastError|useDocumentTitle)$/] > Literal[value=${WORDS}]`,
          `CallExpression[callee.name='toast'] > ObjectExpression > Property[key.name=/^(title|description)$/] > Literal[value=${WORDS}]`,
        ].map((selector) => ({ selector, message: FROM_A_CATALOGUE })),
      ],
    },
  },
);
