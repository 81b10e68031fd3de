// @ts-check
/**
 * Lint: the recommended JavaScript and TypeScript rules, the rules of hooks, and the boundaries between our
 * folders (ARCHITECTURE.md): site imports nothing of ours and contracts only site (page paths, agency facts);
 * the design system never imports the app or the server; the server and the app never import each other;
 * features never import each other, and the app's shared folders never import a feature, the route table aside
 * (what two need moves down to app/content, site, design-system or contracts); no import cycles, type-only
 * imports included (lint/import-cycles.js says why import-x/no-cycle cannot). Formatting is Prettier's
 * (eslint-config-prettier turns the rules that would fight it off).
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './lint/import-cycles.js';
import { tableConstant } from './lint/table-constants.js';
import { noUnusedExport } from './lint/unused-exports.js';

const OURS = ['./app', './bff', './contracts', './design-system', './site', './stories', './tests', './bench', './lint'];
/** Every file whose imports the lint's graph rules read: our folders, and the tools' configuration. */
const GRAPH = {
  folders: [...OURS, './.storybook', './eslint.config.js', './vite.config.ts', './vitest.config.ts', './playwright.config.ts'],
  tsconfig: 'tsconfig.base.json',
};
/** @param {...string} allowed */
const others = (...allowed) => OURS.filter((folder) => !allowed.includes(folder));
const FEATURES = readdirSync('./app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The route table: it gathers the features' routes, so it alone of the app's shared files imports features. */
const ROUTE_TABLE = ['AppRoutes.tsx', 'page-routes.ts', 'page-routes.test.ts'];
/** Everything in app/ that is not a feature: the shared folders and files (api, layout, errors, content, routes, ...). */
const SHARED_APP = [
  ...readdirSync('./app')
    .filter((name) => name !== 'features' && name !== 'routes')
    .map((name) => `./app/${name}`),
  ...readdirSync('./app/routes')
    .filter((name) => !ROUTE_TABLE.includes(name))
    .map((name) => `./app/routes/${name}`),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'data', 'contracts/openapi.d.ts', 'bench/.profiles'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX,
      local: { rules: { 'no-import-cycle': noImportCycle, 'table-constant': tableConstant, 'no-unused-export': noUnusedExport } },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.json', './tsconfig.app.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'local/no-import-cycle': ['error', GRAPH],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contracts',
              from: others('./contracts', './site'),
              message: 'contracts/ imports only site/ (page paths, agency facts): the API is defined on its own.',
            },
            { target: './site', from: others('./site'), message: 'site/ imports nothing of ours: the browser and the server both read it.' },
            { target: './design-system', from: ['./app', './bff', './tests', './bench'], message: 'The design system never imports the app or the server.' },
            {
              target: './bff',
              from: ['./app', './design-system', './stories'],
              message: 'The server never imports the app: what both need lives in site/ or contracts/.',
            },
            {
              target: './bff/config.ts',
              from: './bff',
              except: ['./db/database-busy.ts', './http/trust-proxy.ts', './http/address-list.ts', './services/rate-limits/endpoints.ts'],
              message: 'The configuration is a leaf: services take their settings types from it, never the other way round.',
            },
            {
              target: './app',
              from: ['./bff', './tests', './bench'],
              message: 'The app never imports the server: what both need lives in site/ or contracts/.',
            },
            {
              // bulletproof-react's rule: shared code never depends on a feature (the route table aside, ROUTE_TABLE).
              target: SHARED_APP,
              from: './app/features',
              message:
                'Shared app folders never import a feature: move what they need to app/content, site/, design-system/ or contracts/, or take it as a prop.',
            },
            ...FEATURES.map((feature) => ({
              target: `./app/features/${feature}`,
              from: './app/features',
              except: [`./${feature}`],
              message: 'Features never import each other: move what two need to app/content, site/, design-system/ or contracts/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Dead exports (lint/unused-exports.js). Not linted: files whose exports a tool reads by convention (stories,
    // configs, the document worker's and the prerender's entries, tests), and contracts/, the API's definition,
    // whose schemas and messages are its surface for both sides.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'contracts/**',
      'stories/**',
      '.storybook/**',
      '*.config.{ts,js}',
      'tests/faults/vitest.config.ts',
      '**/*.test.{ts,tsx}',
      'tests/e2e/**/*.spec.ts',
      'bff/services/document-worker/worker.mjs',
      'bff/services/document-worker/compiled-worker.ts',
      'app/prerender/entry-server.tsx',
      // A described form's page, found by the route table through import.meta.glob (app/routes/form-routes.tsx).
      'app/features/**/FormPage.tsx',
      // A migration, found by its file name (bff/db/migrations/index.ts).
      'bff/db/migrations/[0-9][0-9][0-9]_*.ts',
      // A described form's menu icon, found by the portal menus through import.meta.glob (customer-service/menus/form-menu-items.ts).
      'app/features/**/menu-icon.ts',
    ],
    rules: { 'local/no-unused-export': ['error', GRAPH] },
  },
  {
    // The server names each table once (lint/table-constants.js); migrations keep the names they landed with, tests read the database as it is.
    files: ['bff/**/*.ts'],
    ignores: ['bff/db/migrations/**', 'bff/**/*.test.ts'],
    rules: { 'local/table-constant': ['error', { migrations: 'bff/db/migrations' }] },
  },
  {
    // The rules of hooks (the React Compiler's stricter rules are not taken up: we do not use the compiler).
    files: ['app/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The form shell was one 480-line function; it is a controller hook and view parts now, and stays so (issue 22).
    files: ['design-system/FormShell/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  prettier,
);
