import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverImports } from './packages/server/eslint-server-imports.js';
import { featureBoundaries } from './packages/web/eslint-feature-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Web import boundaries. A feature (packages/web/src/features/<area>) is used by the rest of
    // the app only through its public entries: the files at its top level (pages.ts for its lazy
    // routes, queries.ts, mutations.ts, and the components and hooks it offers, such as
    // scoring/ScoreAsYouGo.tsx or live/FollowLive.tsx) and the few subfolders the rule lists as
    // public (scoring/sync). Its other subfolders (components/, connection/, ...) are its own;
    // tests may also use another feature's test/ builders. No index.ts barrels: a barrel reached
    // from the shell would pull lazy pages' code into the first page's chunk. Paths outside the
    // importing file's own area are written #web/... (package.json "imports"), never ../../.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    // One home for icons: SVG icons come from components/icons.tsx (docs/decisions/043).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/components/icons.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'lucide', message: 'Use #web/components/icons (Icon and the icons it names).' }],
        },
      ],
    },
  },
  {
    // Server import paths: a relative import stays inside its room (a top-level folder or file of
    // src/, or test/) and climbs at most one folder; anything else is written #server/... or
    // #server-test/... (package.json "imports"), never ../../.
    files: ['packages/server/src/**/*.ts', 'packages/server/test/**/*.ts'],
    plugins: { server: { rules: { imports: serverImports } } },
    rules: { 'server/imports': 'error' },
  },
  {
    // Pure rules: no I/O, no clock, no randomness in packages/core (CONTRIBUTING.md, review checklist).
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'process'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass the time in: core has no clock.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the time in: core has no clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Pass randomness in.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'http'] }],
    },
  },
  {
    // Plain Node scripts (start, benchmarks, the e2e runner).
    files: ['**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'console',
          'process',
          'fetch',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'URL',
          'Buffer',
          'FormData',
          'Blob',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'packages/server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
