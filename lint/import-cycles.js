// @ts-check
/**
 * `local/no-import-cycle`: no file imports a file that leads back to it, type-only imports included.
 *
 * import-x/no-cycle cannot do this: it skips every `import type` by design (no option turns that off), and it
 * only follows files whose extension is in its `import-x/extensions` setting (.js, .mjs and .cjs unless set),
 * so in this repository it checked no TypeScript file at all. A type-only circle still tangles the layers
 * (config ↔ rate limits ↔ database ↔ logger ↔ retention was one), so this rule reads every import the
 * TypeScript compiler sees (`import`, `import type`, `export ... from`, `import()` and `import('x').T`),
 * resolves it with our tsconfig's paths, and reports an import whose target leads back to the importing file,
 * with the way round.
 *
 * The graph of the whole repository is built once per ESLint process (a second or two); the file being linted
 * is read from the editor's text, the others from disk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'data', '.git']);

/** @typedef {{ root: string; folders: string[]; tsconfig: string; ignoreEdges?: { from: string; to: string }[] }} GraphOptions */
/** @typedef {Map<string, Set<string>>} ImportGraph */

/** @param {string} folder @param {string[]} into */
function sourceFilesUnder(folder, into) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) sourceFilesUnder(full, into);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) into.push(full);
  }
  return into;
}

/**
 * Resolves import specifiers as TypeScript does with the given tsconfig (its `paths` included); answers only
 * files of ours (nothing in node_modules).
 * @param {string} root @param {string} tsconfig
 */
export function createResolver(root, tsconfig) {
  const configFile = path.resolve(root, tsconfig);
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  const options = { ...ts.parseJsonConfigFileContent(read.config ?? {}, ts.sys, path.dirname(configFile)).options, allowJs: true };
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  /** @param {string} specifier @param {string} fromFile @returns {string | undefined} */
  return (specifier, fromFile) => {
    const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    return path.resolve(resolved.resolvedFileName);
  };
}

/**
 * Every import in a file's text, with where its specifier is written.
 * @param {string} text @returns {{ specifier: string; start: number; end: number }[]}
 */
export const importsIn = (text) =>
  ts.preProcessFile(text, true, true).importedFiles.map((file) => ({ specifier: file.fileName, start: file.pos, end: file.end }));

/**
 * The import graph of every source file under `folders` (file → the files it imports).
 * @param {GraphOptions} options @returns {{ graph: ImportGraph; resolve: (specifier: string, fromFile: string) => string | undefined }}
 */
export function buildImportGraph({ root, folders, tsconfig, ignoreEdges = [] }) {
  const resolve = createResolver(root, tsconfig);
  const ignored = new Set(ignoreEdges.map(({ from, to }) => `${path.resolve(root, from)}\n${path.resolve(root, to)}`));
  /** @type {ImportGraph} */
  const graph = new Map();
  for (const file of folders.flatMap((folder) => sourceFilesUnder(path.resolve(root, folder), []))) {
    const targets = new Set();
    for (const { specifier } of importsIn(readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file);
      if (target && target !== file && !ignored.has(`${file}\n${target}`)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return { graph, resolve };
}

/**
 * The shortest way from `from` back to `to` along the graph's imports, both ends included; undefined when there is none.
 * @param {ImportGraph} graph @param {string} from @param {string} to @returns {string[] | undefined}
 */
export function shortestPath(graph, from, to) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  for (let index = 0; index < queue.length; index++) {
    const file = /** @type {string} */ (queue[index]);
    if (file === to) {
      const way = [];
      for (let step = /** @type {string | null | undefined} */ (file); step; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of graph.get(file) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {Map<string, ReturnType<typeof buildImportGraph>>} */
const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import whose target imports its way back to the importing file, type-only imports included.' },
    schema: [
      {
        type: 'object',
        properties: {
          folders: { type: 'array', items: { type: 'string' } },
          tsconfig: { type: 'string' },
          ignoreEdges: {
            type: 'array',
            items: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } }, required: ['from', 'to'], additionalProperties: false },
          },
        },
        required: ['folders', 'tsconfig'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{way}}. Move what both need into a file that imports neither.' },
  },
  create(context) {
    const options = /** @type {Omit<GraphOptions, 'root'>} */ (context.options[0]);
    const root = context.cwd;
    const key = JSON.stringify([root, options]);
    if (!graphs.has(key)) graphs.set(key, buildImportGraph({ root, ...options }));
    const { graph, resolve } = /** @type {ReturnType<typeof buildImportGraph>} */ (graphs.get(key));
    const file = path.resolve(context.physicalFilename);
    if (!graph.has(file)) return {};
    const ignored = new Set((options.ignoreEdges ?? []).filter((edge) => path.resolve(root, edge.from) === file).map((edge) => path.resolve(root, edge.to)));
    return {
      Program() {
        const { sourceCode } = context;
        for (const { specifier, start, end } of importsIn(sourceCode.text)) {
          const target = resolve(specifier, file);
          if (!target || target === file || ignored.has(target)) continue;
          const back = shortestPath(graph, target, file);
          if (!back) continue;
          const way = [file, ...back].map((step) => path.relative(root, step)).join(' → ');
          context.report({ loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(end) }, messageId: 'cycle', data: { way } });
        }
      },
    };
  },
};
