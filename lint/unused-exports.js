// @ts-check
/**
 * `local/no-unused-export`: a value (function, constant, class, schema) exported that no other file imports
 * is dead (ts-prune's check, on the import graph of lint/import-graph.js, without a dependency): drop its
 * `export`, and the code itself if nothing in its own file uses it either (TypeScript's noUnusedLocals then
 * says so). Types are not checked: an exported function's parameter and result types are named for its
 * callers even where they do not import them.
 *
 * A file whose exports a tool reads by convention (a story, a config, a worker's entry) is not linted by this
 * rule: eslint.config.js lists them. A namespace import, `export * from` and a dynamic import whose use
 * cannot be followed count as using every export of their target.
 */
import path from 'node:path';
import ts from 'typescript';
import { ALL, GRAPH_OPTIONS_SCHEMA, importGraphOf } from './import-graph.js';

/**
 * The names a file exports, each with where its name is written. `export *` is left out (its names are the
 * other file's), and so are `declare module` augmentations.
 * @param {string} fileName @param {string} text @returns {{ name: string; start: number; end: number; isType: boolean }[]}
 */
function exportsIn(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  /** @type {{ name: string; start: number; end: number; isType: boolean }[]} */
  const found = [];
  /** @param {string} name @param {ts.Node} at @param {boolean} [isType] */
  const add = (name, at, isType = false) => found.push({ name, start: at.getStart(source), end: at.getEnd(), isType });
  /** @param {ts.BindingName} name */
  const addBinding = (name) => {
    if (ts.isIdentifier(name)) add(name.text, name);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) add('default', statement.getFirstToken(source) ?? statement);
    else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) add(element.name.text, element.name, statement.isTypeOnly || element.isTypeOnly);
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamespaceExport(statement.exportClause)) {
      add(statement.exportClause.name.text, statement.exportClause.name);
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      const isDefault = ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isVariableStatement(statement)) for (const declaration of statement.declarationList.declarations) addBinding(declaration.name);
      else if (ts.isModuleDeclaration(statement) && !ts.isIdentifier(statement.name)) continue;
      else if ('name' in statement && statement.name && ts.isIdentifier(/** @type {ts.Node} */ (statement.name))) {
        const name = /** @type {ts.Identifier} */ (statement.name);
        add(isDefault ? 'default' : name.text, name, ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement));
      } else if (isDefault) add('default', statement);
    }
  }
  return found;
}

/** @type {WeakMap<import('./import-graph.js').ImportGraph, Map<string, Set<string>>>} */
const usages = new WeakMap();

/**
 * File → the names other files take of it (ALL when one takes every name).
 * @param {import('./import-graph.js').ImportGraph} graph @returns {Map<string, Set<string>>}
 */
function namesTakenOf(graph) {
  if (!usages.has(graph)) {
    /** @type {Map<string, Set<string>>} */
    const taken = new Map();
    for (const imports of graph.importsOf.values()) {
      for (const { target, names } of imports) {
        const names_ = taken.get(target) ?? new Set();
        for (const name of names) names_.add(name);
        taken.set(target, names_);
      }
    }
    usages.set(graph, taken);
  }
  return /** @type {Map<string, Set<string>>} */ (usages.get(graph));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noUnusedExport = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid an export that no other file imports.' },
    schema: [{ type: 'object', properties: GRAPH_OPTIONS_SCHEMA, required: ['folders', 'tsconfig'], additionalProperties: false }],
    messages: { unused: "No other file imports {{name}}: drop its 'export' (and the code, if its own file does not use it either)." },
  },
  create(context) {
    const { folders, tsconfig } = /** @type {{ folders: string[]; tsconfig: string }} */ (context.options[0]);
    const graph = importGraphOf({ root: context.cwd, folders, tsconfig });
    const file = path.resolve(context.physicalFilename);
    if (!graph.importsOf.has(file)) return {};
    const taken = namesTakenOf(graph).get(file) ?? new Set();
    if (taken.has(ALL)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        for (const { name, start, end, isType } of exportsIn(file, sourceCode.text)) {
          if (isType || taken.has(name)) continue;
          context.report({ loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(end) }, messageId: 'unused', data: { name } });
        }
      },
    };
  },
};
