// The rules CI enforces (decision 019). ESLint and its plugins live in
// tools/lint with their own TypeScript 5.9 (typescript-eslint cannot read
// TypeScript 7, which compiles the app); `npm run lint` runs them on the tree.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const lintRequire = createRequire(new URL('./tools/lint/package.json', import.meta.url));
const load = async (name) => (await import(lintRequire.resolve(name))).default;
const js = await load('@eslint/js');
const tseslint = await load('typescript-eslint');
const reactHooks = await load('eslint-plugin-react-hooks');
const importX = await import(lintRequire.resolve('eslint-plugin-import-x'));
const globals = await load('globals');
// The project's own rules: cycles with type-only imports, and feature public surfaces (decision 031).
const { default: palco } = await import('./scripts/lib/eslint-palco.mjs');

// What each client feature offers the others (decision 031): paths inside client/features/<name>/,
// a file (extension optional) or a folder ending in '/'. Everything else in a feature is internal.
// Empty on purpose: what more than one feature needs has an owner outside client/features —
// client/services (library media, uploads and transcripts, org keys and credits, AI status, brand
// kits and their snapshot, the current user), client/slides (the slide editor the carousel and the
// story generator configure), client/projects, client/components. A feature that must offer
// something to another lists it here, with the reason, in the same commit.
// Pages in client/app compose features and may import anything.
// `node scripts/feature-imports.mjs` lists the imports these allow.
const PUBLIC_SURFACES = {};

// The shared client layers, each importing only the ones before it (decision 031):
// lib, editor, media, components ← services ← slides ← features, projects ← app.
// A shared layer imports no feature (resolved paths: `palco/feature-boundaries`) and no app code.
const SHARED_LAYERS = ['client/lib', 'client/components', 'client/editor', 'client/media', 'client/services', 'client/slides'];

/** One no-restricted-imports rule from [regex, message] pairs (paths as written: relative or aliased). */
const forbid = (...pairs) => ['error', { patterns: pairs.map(([regex, message]) => ({ regex, message })) }];

// Each side has one alias (tsconfig paths): `@src/x` and `../../src/x` name the same file, so each
// pattern matches both spellings.
const SRC = '((\\.\\./)+src/|@src/)';
const CLIENT = '((\\.\\./)+client/|@client/)';

const SERVER_FEATURE = [
  ['^((\\.\\./)+|@src/features/)[a-z-]+/routes$', "A feature's router is composed in src/app.ts only; import its service instead."],
  ['^((\\.\\./)+|@src/)(ssr|app)(/|$)', 'Features do not import the app or its page renderer.'],
  [`^${CLIENT}`, 'Server features import nothing from the client.'],
];
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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX.default ?? importX, palco },
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
      // Not import-x/no-cycle: it skips type-only imports, and three cycles hid behind them (decision 031).
      'palco/no-cycle': 'error',
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
    rules: { 'no-restricted-imports': forbid(...SERVER_FEATURE) },
  },
  // Account (profile, password, verification) builds on auth (sessions, sign-in); never the reverse.
  {
    files: ['src/features/auth/**'],
    rules: {
      'no-restricted-imports': forbid(...SERVER_FEATURE, [
        '^((\\.\\./)+|@src/features/)account(/|$)',
        'Auth does not import account: account builds on auth (decision 031). Move what both need into auth.',
      ]),
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
        [
          '^((\\.\\./)+|@client/)(features|app|projects|services|slides)/',
          'Shared client code imports no feature, no app code and no layer above it.',
        ],
        CLIENT_NOT_SERVER,
      ),
    },
  },
  {
    files: ['client/services/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '^((\\.\\./)+|@client/)(features|app|projects|slides)/',
          'Services import lib, editor, media and components only: every tool imports them.',
        ],
        CLIENT_NOT_SERVER,
      ),
    },
  },
  {
    files: ['client/slides/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '^((\\.\\./)+|@client/)(features|app|projects)/',
          'The slide editor is configured by its tools, never imports one (decision 030).',
        ],
        CLIENT_NOT_SERVER,
      ),
    },
  },
  // Whatever the spelling, no shared layer reaches into a feature (resolved paths).
  {
    files: SHARED_LAYERS.map((dir) => `${dir}/**`),
    rules: { 'palco/feature-boundaries': ['error', { featuresDir: 'client/features', publicSurfaces: {}, shared: true }] },
  },
  {
    files: ['client/features/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['^((\\.\\./)+|@client/)app/', 'Features do not import the app shell (routes, layouts).'],
        CLIENT_NOT_SERVER,
      ),
      // Another feature through its public surface only: resolved paths, so no spelling gets around it.
      'palco/feature-boundaries': ['error', { featuresDir: 'client/features', publicSurfaces: PUBLIC_SURFACES }],
    },
  },
  { files: ['client/app/**', 'client/*.tsx'], rules: { 'no-restricted-imports': forbid(CLIENT_NOT_SERVER) } },
  // A component that holds state, actions, AI calls, exports and layout in one function is several
  // things: past 200 lines it is split into panels and hooks (issue 30, decision 030).
  {
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 200, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  { files: ['tests/**', 'scripts/**', '*.config.*'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
