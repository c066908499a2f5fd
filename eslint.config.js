// Lint: the usual TypeScript and React hooks checks, plus the house's import rules (CONTRIBUTING.md,
// "Layout"): which folder may import which, and no import cycles. test/lint-rules.test.ts runs this
// config on files that break the rules on purpose, so a rule that stops biting fails the tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The layers of the house, most specific first (the first pattern that matches a file wins). */
const elements = [
  { type: 'contract', pattern: 'src/contract/**/*', mode: 'full' },
  // The shape every tool.ts fills in (types and a helper): the screens may use it.
  { type: 'tool-definition', pattern: 'src/tools/tool-definition.ts', mode: 'full' },
  // Every tool's data, gathered: the shell's menus and routes read it; screens get their own entry as props.
  { type: 'registry', pattern: 'src/tools/registry.ts', mode: 'full' },
  // One element per tool folder: imports inside a folder are its own business, across folders they are not allowed.
  { type: 'tool', pattern: 'src/tools/*', mode: 'folder', capture: ['toolId'] },
  { type: 'app', pattern: 'src/app/**/*', mode: 'full' },
  { type: 'main', pattern: 'src/main.tsx', mode: 'full' },
  { type: 'components', pattern: 'src/components/**/*', mode: 'full' },
  { type: 'lib', pattern: 'src/lib/**/*', mode: 'full' },
  { type: 'state', pattern: 'src/state/**/*', mode: 'full' },
  // The one door from the screens to the local API: it alone loads mocks/local-api.ts (lazily).
  { type: 'api-door', pattern: 'src/api/api-fetch.ts', mode: 'full' },
  { type: 'api', pattern: 'src/api/**/*', mode: 'full' },
  // What the api door may load from the local API: its browser entry and its progress bus.
  { type: 'local-api-entry', pattern: 'mocks/{browser-local-api,job-progress}.ts', mode: 'full' },
  { type: 'local-api', pattern: 'mocks/**/*', mode: 'full' },
  { type: 'worker-runtime', pattern: 'workers/runtime/**/*', mode: 'full' },
  { type: 'engines', pattern: 'workers/engines/**/*', mode: 'full' },
  { type: 'worker', pattern: 'workers/**/*', mode: 'full' },
];

const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

/** Who may import whom (CONTRIBUTING.md). Everything not listed is refused. */
const policies = [
  allow('contract', ['contract']),
  allow('tool-definition', ['contract']),
  allow('registry', ['contract', 'tool-definition']),
  allow('tool', ['tool-definition', 'components', 'lib', 'state', 'api', 'api-door', 'contract']),
  allow('app', ['app', 'registry', 'tool-definition', 'components', 'lib', 'state', 'api', 'api-door', 'contract']),
  allow('main', ['app']),
  allow('components', ['components', 'lib', 'state', 'api', 'api-door', 'contract', 'registry', 'tool-definition']),
  allow('lib', ['lib', 'contract']),
  allow('state', ['state', 'contract']),
  allow('api', ['api', 'api-door', 'contract']),
  allow('api-door', ['api', 'contract', 'local-api-entry']),
  allow('local-api-entry', ['local-api', 'worker-runtime', 'contract']),
  allow('local-api', ['local-api', 'local-api-entry', 'worker-runtime', 'contract']),
  allow('worker-runtime', ['worker-runtime', 'engines', 'contract']),
  allow('worker', ['worker', 'worker-runtime', 'engines', 'contract']),
  // Engines tag their operations with workers/runtime/operations.ts's implement().
  allow('engines', ['engines', 'worker-runtime', 'contract']),
];

const sourceFiles = ['{src,mocks,workers}/**/*.{ts,tsx}'];
const testFiles = ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**', 'bench/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'public/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/tmp/**', 'test/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: sourceFiles,
    ignores: testFiles,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      // mode 'full' names single files (the api door, the registry); 7.x only warns that it will change.
      'boundaries/legacy-warnings': false,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
      'import/resolver': { typescript: { project: 'tsconfig.app.json' } },
      // no-cycle parses the files it follows with these; without them it silently sees no imports in TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // Every source file belongs to a layer: a new top-level folder must be placed in the table above.
      'boundaries/no-unknown-files': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Vite's virtual modules and ?worker/?url imports are made by the bundler.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?'] }],
    },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'test/**', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
