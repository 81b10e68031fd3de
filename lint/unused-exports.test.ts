import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { noUnusedExport } from './unused-exports.js';

let root: string;

/** A throwaway project of the given files, each file linted with the rule on demand. */
function lintProject(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
  files['tsconfig.json'] ??= JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler', module: 'ESNext', baseUrl: '.', paths: { '@x/*': ['x/*'] } } });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-unused-export': noUnusedExport } } },
      rules: { 'local/no-unused-export': ['error', { folders: ['./x'], tsconfig: 'tsconfig.json' }] },
    },
  ] as Linter.Config[];
  const linter = new Linter({ cwd: root });
  return (name: string) => linter.verify(files[name] ?? '', config, { filename: path.join(root, name) }).map((message) => message.message);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const unused = (name: string) => `No other file imports ${name}: drop its 'export' (and the code, if its own file does not use it either).`;

describe('local/no-unused-export', () => {
  it('reports the values no other file imports, and leaves types alone', () => {
    const lint = lintProject({
      'x/limits.ts': [
        'export const LIMIT = 5;',
        'export const FORGOTTEN = 6;',
        'export function used() {}',
        'export function unused() {}',
        'export class Unused {}',
        'export type Shape = { a: number };',
        'const local = 1;',
        'export { local as renamed };',
      ].join('\n'),
      'x/service.ts': "import { LIMIT, used } from '@x/limits';\nused();\nconsole.log(LIMIT);\n",
    });
    expect(lint('x/limits.ts')).toEqual([unused('FORGOTTEN'), unused('unused'), unused('Unused'), unused('renamed')]);
  });

  it('follows re-exports, dynamic imports and import() types to the names they take', () => {
    const lint = lintProject({
      'x/pages.ts': 'export const HomePage = 1;\nexport const AboutPage = 2;\nexport const GonePage = 3;\nexport const Shape = 4;\n',
      'x/barrel.ts': "export { HomePage } from './pages';\n",
      'x/routes.ts': [
        "import { HomePage } from './barrel';",
        "export const load = async () => (await import('./pages')).AboutPage;",
        "type T = typeof import('./pages').Shape;",
        'console.log(HomePage);',
        'export type Both = T;',
      ].join('\n'),
      'x/main.ts': "import { load } from './routes';\nvoid load();\n",
    });
    expect(lint('x/pages.ts')).toEqual([unused('GonePage')]);
    expect(lint('x/barrel.ts')).toEqual([]);
  });

  it('counts a namespace import or an untraceable dynamic import as using every export', () => {
    const lint = lintProject({
      'x/a.ts': 'export const one = 1;\nexport const two = 2;\n',
      'x/b.ts': 'export const three = 3;\n',
      'x/main.ts': "import * as a from './a';\nconst b = import('./b');\nconsole.log(a, b);\n",
    });
    expect(lint('x/a.ts')).toEqual([]);
    expect(lint('x/b.ts')).toEqual([]);
  });
});
