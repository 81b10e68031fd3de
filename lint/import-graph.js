// @ts-check
/**
 * The repository's imports as the TypeScript compiler reads them, for the lint's own rules (import cycles,
 * unused exports): every `import`, `import type`, `export ... from`, `import()` and `import('x').T`, resolved
 * with our tsconfig's paths, with the names each one takes from its target.
 *
 * Built once per ESLint process (a second or two for the whole repository); a rule reads the file being
 * linted from the editor's text, the others from disk.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'data', '.git']);

/** Every name of the target (a namespace import, `export *`, or a dynamic import whose use cannot be followed). */
export const ALL = '*';

/** @typedef {{ specifier: string; start: number; end: number; names: Set<string> }} Import */
/** @typedef {{ root: string; folders: string[]; tsconfig: string }} GraphOptions `folders`: folders and single files, from the root */
/**
 * @typedef {{ files: string[]; importsOf: Map<string, (Import & { target: string })[]>; textOf: Map<string, string>; resolve: (specifier: string, fromFile: string) => string | undefined }} ImportGraph
 */

/** The source files under a folder (or the file itself, when it is one). @param {string} folder @param {string[]} into */
function sourceFilesUnder(folder, into) {
  if (!existsSync(folder)) return into;
  if (!statSync(folder).isDirectory()) return SOURCE.test(folder) ? [...into, folder] : into;
  const entries = readdirSync(folder, { withFileTypes: true });
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
function createResolver(root, tsconfig) {
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
 * The names a dynamic import's result is read for: `(await import('x')).a`, `const { a, b } = await import('x')`,
 * `import('x').then((m) => m.a)` or `.then(({ a }) => ...)`; ALL when its use cannot be followed.
 * @param {ts.CallExpression} call @returns {Set<string>}
 */
function namesReadOfDynamicImport(call) {
  /** @type {ts.Node} */
  let node = call;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAwaitExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
    if (parent.name.text !== 'then') return new Set([parent.name.text]);
    const callback = ts.isCallExpression(parent.parent) ? parent.parent.arguments[0] : undefined;
    if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) && callback.parameters[0])
      return namesReadOf(callback.parameters[0].name, callback.body);
    return new Set([ALL]);
  }
  if (ts.isVariableDeclaration(parent) && parent.initializer === node) return namesReadOf(parent.name, undefined);
  return new Set([ALL]);
}

/**
 * The names read of a module bound to `name`: the properties a destructuring takes, or `name.x` in `scope`.
 * @param {ts.BindingName} name @param {ts.Node | undefined} scope @returns {Set<string>}
 */
function namesReadOf(name, scope) {
  if (ts.isObjectBindingPattern(name)) {
    const names = name.elements.map((element) => {
      if (element.dotDotDotToken) return ALL;
      const key = element.propertyName ?? element.name;
      return ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : ALL;
    });
    return new Set(names);
  }
  if (!ts.isIdentifier(name) || !scope) return new Set([ALL]);
  const names = new Set();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === name.text && node !== name) {
      const parent = node.parent;
      names.add(ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent.name.text : ALL);
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return names;
}

/**
 * Every import in a file's text: its specifier, where it is written, and the names it takes.
 * @param {string} fileName @param {string} text @returns {Import[]}
 */
function importsIn(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  /** @type {Import[]} */
  const found = [];
  /** @param {ts.Node} specifierNode @param {Iterable<string>} names */
  const add = (specifierNode, names) => {
    if (!ts.isStringLiteralLike(specifierNode)) return;
    found.push({ specifier: specifierNode.text, start: specifierNode.getStart(source), end: specifierNode.getEnd(), names: new Set(names) });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const names = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(ALL);
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      add(node.moduleSpecifier, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const clause = node.exportClause;
      add(node.moduleSpecifier, clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : [ALL]);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, [ALL]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const qualifier = node.qualifier;
      const first = qualifier && (ts.isIdentifier(qualifier) ? qualifier : ts.isIdentifier(qualifier.left) ? qualifier.left : undefined);
      add(node.argument.literal, [first ? first.text : ALL]);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments[0] &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'tsImport'))
    ) {
      add(node.arguments[0], namesReadOfDynamicImport(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of every source file under `folders`.
 * @param {GraphOptions} options @returns {ImportGraph}
 */
function buildImportGraph({ root, folders, tsconfig }) {
  const resolve = createResolver(root, tsconfig);
  const files = folders.flatMap((folder) => sourceFilesUnder(path.resolve(root, folder), []));
  /** @type {ImportGraph['importsOf']} */
  const importsOf = new Map();
  /** @type {ImportGraph['textOf']} */
  const textOf = new Map();
  for (const file of files) {
    const resolved = [];
    const text = readFileSync(file, 'utf8');
    textOf.set(file, text);
    for (const found of importsIn(file, text)) {
      const target = resolve(found.specifier, file);
      if (target && target !== file) resolved.push({ ...found, target });
    }
    importsOf.set(file, resolved);
  }
  return { files, importsOf, textOf, resolve };
}

/**
 * The imports of a file as `text` has them: the graph's when the text is the one read from disk (as it is
 * under `eslint .`), else read again (an editor's unsaved text).
 * @param {ImportGraph} graph @param {string} file @param {string} text @returns {Import[]}
 */
export const importsOfText = (graph, file, text) => (graph.textOf.get(file) === text ? (graph.importsOf.get(file) ?? []) : importsIn(file, text));

/** @type {Map<string, ImportGraph>} */
const graphs = new Map();

/** The graph for these options, built at its first use in this process. @param {GraphOptions} options */
export function importGraphOf(options) {
  const key = JSON.stringify([options.root, options.folders, options.tsconfig]);
  if (!graphs.has(key)) graphs.set(key, buildImportGraph(options));
  return /** @type {ImportGraph} */ (graphs.get(key));
}

/** The JSON schema of the options every rule on the graph takes. */
export const GRAPH_OPTIONS_SCHEMA = {
  folders: { type: 'array', items: { type: 'string' } },
  tsconfig: { type: 'string' },
};
