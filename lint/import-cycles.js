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
 * with the way round (lint/import-graph.js).
 */
import path from 'node:path';
import { GRAPH_OPTIONS_SCHEMA, importGraphOf, importsOfText } from './import-graph.js';

/** @typedef {Map<string, Set<string>>} FileGraph file → the files it imports */

/**
 * The shortest way from `from` back to `to` along the graph's imports, both ends included; undefined when there is none.
 * @param {FileGraph} graph @param {string} from @param {string} to @returns {string[] | undefined}
 */
function shortestPath(graph, from, to) {
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

/**
 * Each file's strongly connected component (Tarjan): two files are on a circle together exactly when they
 * share one, so only an import within its own component needs a way round looked for.
 * @param {FileGraph} graph @returns {Map<string, number>}
 */
function componentsOf(graph) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {Map<string, number>} */
  const component = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  /** @param {string} file */
  const connect = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(/** @type {number} */ (low.get(file)), /** @type {number} */ (low.get(next))));
      } else if (onStack.has(next)) low.set(file, Math.min(/** @type {number} */ (low.get(file)), /** @type {number} */ (index.get(next))));
    }
    if (low.get(file) === index.get(file)) {
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.set(member, /** @type {number} */ (index.get(file)));
      } while (member !== file);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return component;
}

/** @type {Map<import('./import-graph.js').ImportGraph, { files: FileGraph; components: Map<string, number> }>} */
const fileGraphs = new Map();

/**
 * File → the files it imports, leaving out the edges the configuration names.
 * @param {import('./import-graph.js').ImportGraph} graph @param {string} root @param {{ from: string; to: string }[]} ignoreEdges
 * @returns {{ files: FileGraph; components: Map<string, number> }}
 */
function fileGraphOf(graph, root, ignoreEdges) {
  if (!fileGraphs.has(graph)) {
    const ignored = new Set(ignoreEdges.map(({ from, to }) => `${path.resolve(root, from)}\n${path.resolve(root, to)}`));
    /** @type {FileGraph} */
    const files = new Map();
    for (const [file, imports] of graph.importsOf)
      files.set(file, new Set(imports.map((found) => found.target).filter((target) => !ignored.has(`${file}\n${target}`))));
    fileGraphs.set(graph, { files, components: componentsOf(files) });
  }
  return /** @type {{ files: FileGraph; components: Map<string, number> }} */ (fileGraphs.get(graph));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import whose target imports its way back to the importing file, type-only imports included.' },
    schema: [
      {
        type: 'object',
        properties: {
          ...GRAPH_OPTIONS_SCHEMA,
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
    const options = /** @type {{ folders: string[]; tsconfig: string; ignoreEdges?: { from: string; to: string }[] }} */ (context.options[0]);
    const root = context.cwd;
    const imports = importGraphOf({ root, folders: options.folders, tsconfig: options.tsconfig });
    const { files: graph, components } = fileGraphOf(imports, root, options.ignoreEdges ?? []);
    const { resolve } = imports;
    const file = path.resolve(context.physicalFilename);
    if (!graph.has(file)) return {};
    const ignored = new Set((options.ignoreEdges ?? []).filter((edge) => path.resolve(root, edge.from) === file).map((edge) => path.resolve(root, edge.to)));
    return {
      Program() {
        const { sourceCode } = context;
        const unchanged = imports.textOf.get(file) === sourceCode.text;
        for (const { specifier, start, end } of importsOfText(imports, file, sourceCode.text)) {
          const target = resolve(specifier, file);
          if (!target || target === file || ignored.has(target)) continue;
          // Read from disk, the file's circles are its component's; an editor's text may have made a new one.
          if (unchanged && components.get(target) !== components.get(file)) continue;
          const back = shortestPath(graph, target, file);
          if (!back) continue;
          const way = [file, ...back].map((step) => path.relative(root, step)).join(' → ');
          context.report({ loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(end) }, messageId: 'cycle', data: { way } });
        }
      },
    };
  },
};
