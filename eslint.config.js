// The rules CI enforces (decision 019). ESLint and its plugins live in
// tools/lint with their own TypeScript 5.9 (typescript-eslint cannot read
// TypeScript 7, which compiles the app); `npm run lint` runs them on the tree.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const lintRequire = createRequire(new URL('./tools/lint/package.json', import.meta.url));
const load = async (name) => (await import(lintRequire.resolve(name))).default;
const js = await load('@eslint/js');
const tseslint = await load('typescript-eslint');
const reactHooks = await load('eslint-plugin-react-hooks');
const importX = await import(lintRequire.resolve('eslint-plugin-import-x'));
const globals = await load('globals');

const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const clientFeatures = featuresOf('./client/features/');

/** One no-restricted-imports rule from [regex, message] pairs (paths as written: relative or aliased). */
const forbid = (...pairs) => ['error', { patterns: pairs.map(([regex, message]) => ({ regex, message })) }];

// Each side has one alias (tsconfig paths): `@src/x` and `../../src/x` name the same file, so each
// pattern matches both spellings.
const SRC = '((\\.\\./)+src/|@src/)';
const CLIENT = '((\\.\\./)+client/|@client/)';

const CLIENT_NOT_SERVER = [`^${SRC}(?!common/)`, 'The client may import src/common only (contracts, i18n, routes), never server code.'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'tools/**',
      '.wrangler/**',
      'tmp/**',
      'coverage/**',
      'client/public/**',
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.worker } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX.default ?? importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          alias: {
            '@client': [fileURLToPath(new URL('./client', import.meta.url))],
            '@src': [fileURLToPath(new URL('./src', import.meta.url))],
          },
        }),
      ],
      // no-cycle reads the files it follows with this parser, not ESLint's default one.
      'import-x/parsers': { [lintRequire.resolve('@typescript-eslint/parser')]: ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Type-only escapes are sometimes the honest type of a platform object; they stay visible in review.
      '@typescript-eslint/no-explicit-any': 'warn',
      // Sanitizers and validators match control characters on purpose (file names, headers, SVG).
      'no-control-regex': 'off',
    },
  },
  // Layers: common ← features ← app, on each side.
  {
    files: ['src/common/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '^((\\.\\./)+|@src/)(features|middleware|platform|db|ssr)/',
          'src/common is shared by both sides: it imports nothing from the server.',
        ],
        [`^${CLIENT}`, 'src/common imports nothing from the client.'],
      ),
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['^((\\.\\./)+|@src/features/)[a-z-]+/routes$', "A feature's router is composed in src/app.ts only; import its service instead."],
        ['^((\\.\\./)+|@src/)(ssr|app)(/|$)', 'Features do not import the app or its page renderer.'],
        [`^${CLIENT}`, 'Server features import nothing from the client.'],
      ),
    },
  },
  {
    files: ['src/ssr/**'],
    rules: {
      'no-restricted-imports': forbid([
        `^${CLIENT}(?!entry\\.server$)`,
        'The server render reaches the client through client/entry.server.tsx only.',
      ]),
    },
  },
  {
    files: ['client/lib/**', 'client/components/**', 'client/editor/**', 'client/media/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['^((\\.\\./)+|@client/)(features|app)/', 'Shared client code imports no feature and no app code.'],
        CLIENT_NOT_SERVER,
      ),
    },
  },
  ...clientFeatures.map((name) => ({
    files: [`client/features/${name}/**`],
    rules: {
      'no-restricted-imports': forbid(
        ['^((\\.\\./)+|@client/)app/', 'Features do not import the app shell (routes, layouts).'],
        // Another feature is used through its public parts only: api/, components/, hooks/, use-*.
        [
          `^((\\.\\./)+(features/)?|@client/features/)(?!${name}/)(${clientFeatures.join('|')})/(?!api/|api$|components/|hooks/|use-[a-z-]+$|index$)`,
          'Import another feature through its api/, components/, hooks/ or use-* files, not its internals.',
        ],
        CLIENT_NOT_SERVER,
      ),
    },
  })),
  { files: ['client/app/**', 'client/*.tsx'], rules: { 'no-restricted-imports': forbid(CLIENT_NOT_SERVER) } },
  // A component that holds state, actions, AI calls, exports and layout in one function is several
  // things: past 200 lines it is split into panels and hooks (issue 30, decision 030).
  {
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 200, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  { files: ['tests/**', 'scripts/**', '*.config.*'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
