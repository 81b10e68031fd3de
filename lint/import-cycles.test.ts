import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { noImportCycle } from './import-cycles.js';

let root: string;

/** A throwaway project of the given files (with a tsconfig whose @x/* alias points at x/), linted with the rule. */
function lintProject(files: Record<string, string>, options: { ignoreEdges?: { from: string; to: string }[] } = {}) {
  root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  files['tsconfig.json'] ??= JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler', module: 'ESNext', baseUrl: '.', paths: { '@x/*': ['x/*'] } } });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const linter = new Linter({ cwd: root });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
      rules: { 'local/no-import-cycle': ['error', { folders: ['./x'], tsconfig: 'tsconfig.json', ...options }] },
    },
  ] as Linter.Config[];
  return (name: string, text = files[name] ?? '') => linter.verify(text, config, { filename: path.join(root, name) }).map((message) => message.message);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('local/no-import-cycle', () => {
  it('reports a circle made of type-only imports, which import-x/no-cycle skips', () => {
    const lint = lintProject({
      'x/config.ts': "import type { Limits } from './limits';\nexport type Config = { limits: Limits };\n",
      'x/limits.ts': "import type { Config } from './config';\nexport type Limits = { of: Config };\n",
    });
    expect(lint('x/config.ts')).toEqual(['Import cycle: x/config.ts → x/limits.ts → x/config.ts. Move what both need into a file that imports neither.']);
    expect(lint('x/limits.ts')).toEqual(['Import cycle: x/limits.ts → x/config.ts → x/limits.ts. Move what both need into a file that imports neither.']);
  });

  it('follows path aliases, re-exports and import() types round a longer circle', () => {
    const lint = lintProject({
      'x/a.ts': "import { b } from '@x/b';\nexport const a = b;\n",
      'x/b.ts': "export { c as b } from './c';\n",
      'x/c.ts': "export const c = 1;\nexport type A = import('./a').A2;\n",
    });
    expect(lint('x/a.ts')).toEqual(['Import cycle: x/a.ts → x/b.ts → x/c.ts → x/a.ts. Move what both need into a file that imports neither.']);
  });

  it('lets a file import what does not lead back to it', () => {
    const lint = lintProject({
      'x/config.ts': "import type { Limits } from './limits';\nexport type Config = { limits: Limits };\n",
      'x/limits.ts': 'export type Limits = { perMinute: number };\n',
      'x/service.ts': "import type { Config } from './config';\nimport type { Limits } from './limits';\nexport type Both = [Config, Limits];\n",
    });
    expect(lint('x/config.ts')).toEqual([]);
    expect(lint('x/service.ts')).toEqual([]);
  });

  it("reads the file being linted from the editor's text, not from disk", () => {
    const lint = lintProject({
      'x/config.ts': "import type { Limits } from './limits';\nexport type Config = { limits: Limits };\n",
      'x/limits.ts': 'export type Limits = { perMinute: number };\n',
    });
    expect(lint('x/limits.ts', "import type { Config } from './config';\nexport type Limits = { of: Config };\n")).toEqual([
      'Import cycle: x/limits.ts → x/config.ts → x/limits.ts. Move what both need into a file that imports neither.',
    ]);
  });

  it('leaves out an edge the configuration names, and only that one', () => {
    const lint = lintProject(
      {
        'x/documents.ts': "import type { Stored } from './store';\nexport const TABLE = 't';\nexport type D = Stored;\n",
        'x/store.ts': "import { TABLE } from './documents';\nexport type Stored = typeof TABLE;\n",
      },
      { ignoreEdges: [{ from: 'x/documents.ts', to: 'x/store.ts' }] },
    );
    expect(lint('x/documents.ts')).toEqual([]);
    expect(lint('x/store.ts')).toEqual([]);
  });
});
