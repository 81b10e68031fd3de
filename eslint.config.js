// @ts-check
/**
 * Lint: the recommended JavaScript and TypeScript rules, the rules of hooks, and the boundaries between our
 * folders (ARCHITECTURE.md): site imports nothing of ours and contracts only site (page paths, agency facts);
 * the design system never imports the app or the server; the server and the app never import each other;
 * features never import each other (what two need moves down to app/content, site, design-system or
 * contracts); no import cycles. Formatting is Prettier's (eslint-config-prettier turns the rules that would
 * fight it off).
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const OURS = ['./app', './bff', './contracts', './design-system', './site', './stories', './tests', './bench'];
const others = (...allowed) => OURS.filter((folder) => !allowed.includes(folder));
const FEATURES = readdirSync('./app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'data', 'contracts/openapi.d.ts', 'bench/.profiles'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.json', './tsconfig.app.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
              target: './app',
              from: ['./bff', './tests', './bench'],
              message: 'The app never imports the server: what both need lives in site/ or contracts/.',
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
    // The rules of hooks (the React Compiler's stricter rules are not taken up: we do not use the compiler).
    files: ['app/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
