// Lint: the usual TypeScript and React hooks checks, plus the house's import rules (CONTRIBUTING.md,
// "Layout"): which folder may import which, and no import cycles. test/suites/lint-rules.test.ts runs this
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
  // Tests first: a test file beside the code it tests is a test, not that layer.
  { type: 'unit-test', pattern: '**/*.test.{ts,tsx}', mode: 'full' },
  { type: 'e2e', pattern: 'e2e/**/*', mode: 'full' },
  { type: 'bench', pattern: 'bench/**/*', mode: 'full' },
  { type: 'test-support', pattern: 'test/**/*', mode: 'full' },
  { type: 'build-script', pattern: 'scripts/**/*', mode: 'full' },
  // The workflow command: the workflow runner over a folder, with the app's handlers and the engines under Node.
  { type: 'cli', pattern: 'cli/**/*', mode: 'full' },
  // The engines under Node (their files from node_modules, run in this process): the command line, the Node tests, the bench.
  { type: 'node', pattern: 'node/**/*', mode: 'full' },
  // The root's configuration files (Vite, Vitest, Playwright, ESLint) and the headers they share.
  { type: 'config', pattern: '*.{js,mjs,ts}', mode: 'full' },
  { type: 'contract', pattern: 'src/contract/**/*', mode: 'full' },
  // The shape every tool.ts fills in (types and a helper): the screens may use it.
  { type: 'tool-definition', pattern: 'src/tools/tool-definition.ts', mode: 'full' },
  // Every tool's data, gathered: the shell's menus and routes read it; screens get their own entry as props.
  { type: 'registry', pattern: 'src/tools/registry.ts', mode: 'full' },
  // Every tool folder's workflow step panels, gathered: the Workflow tool shows them.
  { type: 'step-panels', pattern: 'src/tools/step-panels.ts', mode: 'full' },
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
  // What every engine shares: the words for unreadable PDFs, the notices a job collects.
  { type: 'engine-shared', pattern: 'workers/engines/*.ts', mode: 'full' },
  // One element per engine folder: an engine uses another only where engineImports below says so.
  { type: 'engine', pattern: 'workers/engines/*/**/*', mode: 'full', capture: ['engine'] },
  { type: 'worker', pattern: 'workers/**/*', mode: 'full' },
];

/**
 * The engines an engine folder may import besides its own folder, written down: a new line here is a
 * decision (is the code shared enough to live in its own engine folder instead?).
 */
const engineImports = {
  // E-books and comics: MuPDF lays them out (with the stamp fonts for the scripts it lacks); their zip directory is read with fflate first.
  books: ['fonts', 'mupdf'],
  compress: ['jpeg', 'mupdf', 'wasm'],
  editor: ['fonts', 'mupdf'],
  'from-pdf': ['images', 'mupdf', 'pdf-lib', 'zip'],
  // PDF/A opens its source as MuPDF does, with pdf-lib's second opinion on a file MuPDF calls damaged.
  ghostscript: ['mupdf', 'pdf-lib'],
  images: ['mupdf', 'wasm'],
  jpeg: ['wasm'],
  // Page layout (n-up, booklet, poster, resize, overlay) draws pages as pdf-lib form XObjects; blank and margin detection renders with MuPDF.
  layout: ['mupdf', 'pdf-lib'],
  // Inline images are found by reading the page's content stream as operations. The second opinion: a file
  // MuPDF calls damaged is read by pdf-lib (loaded only then) before the user hears so; the mirror of pdf-lib's safety net.
  mupdf: ['content-stream', 'pdf-lib'],
  // The safety net: a PDF pdf-lib cannot open is rebuilt with MuPDF (loaded only then); content streams read as operations (hidden layers).
  'pdf-lib': ['content-stream', 'mupdf'],
  scanner: ['jpeg', 'wasm', 'zip'],
  // Signatures: an encrypted or damaged file is opened by pdf-lib's safety net first; a visible signature's details are laid out as stamp text.
  signatures: ['pdf-lib', 'stamps'],
  stamps: ['fonts', 'pdf-lib'],
  // The searchable PDF: the page image decoded (images), its text layer written with pdf-lib over MuPDF's render.
  tesseract: ['images', 'mupdf', 'pdf-lib'],
};

const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });
const engine = (name) => ({ type: 'engine', captured: { engine: name } });

/** Who may import whom (CONTRIBUTING.md). Everything not listed is refused. */
const policies = [
  allow('contract', ['contract']),
  allow('tool-definition', ['contract']),
  allow('registry', ['contract', 'tool-definition']),
  allow('step-panels', ['tool-definition']),
  allow('tool', ['tool-definition', 'step-panels', 'components', 'lib', 'state', 'api', 'api-door', 'contract']),
  allow('app', ['app', 'registry', 'tool-definition', 'components', 'lib', 'state', 'api', 'api-door', 'contract']),
  allow('main', ['app']),
  allow('components', ['components', 'lib', 'state', 'api', 'api-door', 'contract', 'registry', 'tool-definition']),
  allow('lib', ['lib', 'contract']),
  allow('state', ['state', 'contract']),
  allow('api', ['api', 'api-door', 'contract']),
  allow('api-door', ['api', 'contract', 'local-api-entry']),
  allow('local-api-entry', ['local-api', 'worker-runtime', 'contract']),
  allow('local-api', ['local-api', 'local-api-entry', 'worker-runtime', 'contract']),
  // One way: engines tag their operations with the runtime's implement(); the runtime never reaches into an engine.
  allow('worker-runtime', ['worker-runtime', 'contract']),
  allow('worker', ['worker', 'worker-runtime', 'engine', 'engine-shared', 'contract']),
  allow('engine-shared', ['engine-shared', 'contract']),
  // Each engine folder: itself, what every engine shares, the runtime's implement(), the contract.
  {
    from: { element: { type: 'engine' } },
    allow: { to: { element: { type: 'engine', captured: { engine: '{{ from.captured.engine }}' } } } },
  },
  allow('engine', ['engine-shared', 'worker-runtime', 'contract']),
  ...Object.entries(engineImports).map(([from, to]) => ({
    from: { element: engine(from) },
    allow: { to: { element: to.map(engine) } },
  })),
  allow('cli', ['cli', 'node', 'contract', 'lib', 'local-api', 'worker-runtime', 'engine']),
  allow('node', ['node', 'contract', 'worker-runtime', 'engine']),
  // Build scripts read descriptors, the contract, Node-only helpers (node/: e.g. assets the build
  // derives) and the prerendered app; configs use the scripts.
  allow('build-script', ['build-script', 'node', 'contract', 'worker-runtime', 'app']),
  allow('config', ['config', 'build-script', 'node', 'contract', 'worker-runtime', 'test-support']),
  // Tests may use the code they test and the test helpers; only end-to-end tests use e2e/ helpers.
  allow('unit-test', ['unit-test', 'test-support', 'cli', 'node', 'contract', 'tool-definition', 'registry', 'step-panels', 'tool', 'app', 'main', 'components', 'lib', 'state', 'api-door', 'api', 'local-api-entry', 'local-api', 'worker-runtime', 'engine-shared', 'engine', 'worker', 'build-script', 'config']),
  allow('test-support', ['test-support', 'cli', 'node', 'contract', 'tool-definition', 'registry', 'tool', 'app', 'components', 'lib', 'state', 'api', 'local-api-entry', 'local-api', 'worker-runtime', 'engine-shared', 'engine', 'worker', 'build-script', 'config']),
  allow('e2e', ['e2e', 'test-support', 'contract', 'lib', 'engine-shared', 'engine', 'worker-runtime']),
  allow('bench', ['bench', 'test-support', 'node', 'contract', 'lib', 'engine-shared', 'engine', 'worker-runtime', 'worker', 'local-api']),
];

// Every file of ours is placed in a layer: sources, tests, benchmarks, build scripts and configs.
const layeredFiles = ['{src,mocks,workers,test,e2e,bench,scripts,cli,node}/**/*.{ts,tsx,js,mjs}', '*.{js,mjs,ts}'];

export default tseslint.config(
  { ignores: ['dist/**', 'public/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/tmp/**'] },
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
    files: layeredFiles,
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
    // Engines read and write with pdf-lib through pdf-lib-pace.ts: pdf-lib's own pauses cost a long file seconds.
    files: ['workers/engines/**/*.ts'],
    ignores: ['workers/engines/pdf-lib-pace.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'PDFDocument', property: 'load', message: 'Use loadWithPdfLib (workers/engines/pdf-lib-pace.ts).' },
        { property: 'save', message: 'Save a pdf-lib document with saveWithPdfLib (workers/engines/pdf-lib-pace.ts).' },
      ],
    },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'test/**', 'e2e/**', 'bench/**', 'cli/**', 'node/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
