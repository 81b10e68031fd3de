/**
 * Vite plugin for the builds: every catalogue's messages go to the browser already parsed (FormatJS's AST,
 * from compile-catalogues.ts), and the ICU parser stays out of the browser's code (FormatJS's `no-parser`
 * build): about 7 KB (gzip) less on every page and no parsing before the first render. A defineCatalogue
 * call whose catalogue the compile step did not find fails the build, as would a message the browser could
 * not format. Development, Vitest and the server format the text as written.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { definesCatalogue } from '../../site/i18n/catalogue-sources.ts';

type Compiled = Record<string, { en: unknown; es: unknown }>;
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPILE_SCRIPT = path.join(ROOT, 'app/build/compile-catalogues.ts');
const PARSER = '@formatjs/icu-messageformat-parser';

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The defineCatalogue(...) calls of a module's syntax tree. */
function* catalogueCalls(node: unknown): Generator<Node & { arguments: Node[] }> {
  if (Array.isArray(node)) {
    for (const child of node) yield* catalogueCalls(child);
    return;
  }
  if (!isNode(node)) return;
  const callee = node.callee as Node | undefined;
  if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineCatalogue') yield node as Node & { arguments: Node[] };
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') yield* catalogueCalls(value);
}

export function precompileCatalogues(): Plugin {
  let compiled: Compiled = {};
  return {
    name: 'precompile-catalogues',
    apply: 'build',
    enforce: 'post',
    config: (_config, env) =>
      env.isSsrBuild ? undefined : { resolve: { alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js` }] } },
    buildStart() {
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      compiled = JSON.parse(execFileSync(process.execPath, [tsx, COMPILE_SCRIPT], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 }).toString('utf8')) as Compiled;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !definesCatalogue(id.split('?')[0]!, code)) return null;
      let output = code;
      const calls = [...catalogueCalls(this.parse(code))].sort((a, b) => b.start - a.start);
      for (const call of calls) {
        const [name, english, spanish] = call.arguments;
        const catalogue = name?.type === 'Literal' && typeof name.value === 'string' ? compiled[name.value] : undefined;
        if (!catalogue || !english || !spanish) this.error(`${id}: a catalogue the compile step did not find (its name must be a string literal)`);
        output = `${output.slice(0, english.start)}${JSON.stringify(catalogue.en)}, ${JSON.stringify(catalogue.es)}${output.slice(spanish.end)}`;
      }
      return { code: output, map: null };
    },
  };
}
