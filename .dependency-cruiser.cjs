/**
 * The architecture, as rules a tool checks (`npm run lint`). Why dependency-cruiser rather than
 * ESLint import rules: it resolves every import (the `#shared/` and `@/` aliases, relative paths)
 * to a real file before matching, so a rule about folders cannot be dodged by spelling an import
 * differently, and it finds cycles across the whole graph in one pass.
 */
const TESTS = '(^e2e/|\\.test\\.tsx?$|/testing/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make load order matter and modules impossible to read alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-below-the-domains',
      severity: 'error',
      comment:
        'functions/lib/ is what several domains share (docs/structure.md): it never reaches up into a domain, a runner (streams/, migrations/) or the route table of handlers.',
      from: { path: '^functions/lib/', pathNot: TESTS },
      to: { path: '^functions/', pathNot: '^functions/(lib|stand-ins)/' },
    },
    {
      name: 'items-import-only-their-own-domain',
      severity: 'error',
      comment:
        "A domain's items (keys, shapes, single-item reads and writes) import only their own domain's items and functions/lib/, types included: what spans domains is a workflow.",
      from: { path: '^functions/([^/]+)/items/' },
      to: { path: '^functions/', pathNot: '^functions/($1/(?!workflows/|routes/)|lib/)' },
    },
    {
      name: 'routes-are-entries',
      severity: 'error',
      comment: "A route group's handler and its route modules are entries: only their own domain's routes import them (and the runners that serve them: local/, the tests).",
      from: { path: '^functions/([^/]+)/', pathNot: TESTS },
      to: { path: '^functions/[^/]+/routes/', pathNot: '^functions/$1/routes/' },
    },
    {
      name: 'domains-do-not-import-runners',
      severity: 'error',
      comment: 'The stream worker (streams/) and the migrations (migrations/) run the domains; no domain calls back into them.',
      from: { path: '^functions/(?!streams/|migrations/)[^/]+/', pathNot: TESTS },
      to: { path: '^functions/(streams|migrations)/' },
    },
    {
      name: 'features-do-not-import-features',
      severity: 'error',
      comment: 'What two features need moves down into web/src/components or web/src/lib.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'shared-web-code-does-not-import-features-or-app',
      severity: 'error',
      comment: 'Shared code flows into features, features into app: never back up.',
      from: { path: '^web/src/(components|lib|config|hooks|types|utils)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-is-the-browser-only',
      severity: 'error',
      comment: 'The SPA never reaches server code; what both need lives in shared/.',
      from: { path: '^web/' },
      to: { path: '^(functions|local|infra|scripts|e2e)/' },
    },
    {
      name: 'functions-do-not-import-web-local-or-infra',
      severity: 'error',
      comment: 'A Lambda bundle holds only functions/ and shared/.',
      from: { path: '^functions/', pathNot: TESTS },
      to: { path: '^(web|local|infra|scripts|e2e)/' },
    },
    {
      name: 'functions-never-import-local',
      severity: 'error',
      comment:
        'local/ runs the functions, so it sits above them: what both need (the API Gateway and Lambda runtime stand-ins, the fault proxies, the local names) lives in functions/stand-ins/. Covers tests and test support too.',
      from: { path: '^functions/' },
      to: { path: '^local/' },
    },
    {
      name: 'lambda-code-does-not-import-stand-ins',
      severity: 'error',
      comment: 'functions/stand-ins/ serves `npm start` and the tests; no Lambda bundle may carry it.',
      from: { path: '^functions/', pathNot: `${TESTS}|^functions/stand-ins/` },
      to: { path: '^functions/stand-ins/' },
    },
    {
      name: 'shared-imports-only-shared',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(web|functions|local|infra|scripts|e2e)/' },
    },
    {
      name: 'infra-and-local-do-not-import-web-or-scripts',
      severity: 'error',
      from: { path: '^(infra|local)/', pathNot: TESTS },
      to: { path: '^(web|scripts|e2e)/' },
    },
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      comment:
        'Test files and test support are imported only by tests, the test runners\' configs and the benchmarks (which time against the same stand-ins for outside services).',
      from: { pathNot: `${TESTS}|^(playwright|vitest)\\.config\\.ts$|^scripts/bench-` },
      to: { path: TESTS },
    },
    {
      name: 'no-unresolvable-imports',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|web/dist|dist|cdk\\.out)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
