// @ts-check
/**
 * `local/table-constant`: one way to name a table in the server's code. A table's name is written once, as
 * `const <NAME>_TABLE = '<name>'` (the table's own name in capitals: `STAFF_MEMBERS_TABLE = 'staff_members'`),
 * in the service that owns the table (the one that writes it), exported when another file reads the table too.
 * (A constant in capitals whose value is a table's name is taken for that table's constant.)
 * Everywhere else the constant is used: no table name in a string (`db('uploads')`, `'uploads as u'`,
 * `'uploads.id'`), and no second name for a constant (`const TABLE = OUTBOX_TABLE`).
 *
 * The tables are those the migrations create (`createTable('name'`), which keep their literal names: a landed
 * migration is never edited.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} folder @returns {string[]} every table a migration in `folder` creates */
export function tablesCreatedIn(folder) {
  const tables = new Set();
  for (const name of readdirSync(folder)) {
    if (!/\.ts$/.test(name) || name.endsWith('.test.ts')) continue;
    for (const match of readFileSync(path.join(folder, name), 'utf8').matchAll(/createTable\(\s*'([a-z0-9_]+)'/g)) tables.add(match[1]);
  }
  return [...tables].sort();
}

/** @param {string} table */
const constantNameOf = (table) => `${table.toUpperCase()}_TABLE`;

/** @type {import('eslint').Rule.RuleModule} */
export const tableConstant = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Name a table once, as <NAME>_TABLE in the service that owns it, and use that constant everywhere else.' },
    schema: [{ type: 'object', properties: { migrations: { type: 'string' } }, required: ['migrations'], additionalProperties: false }],
    messages: {
      literal: "'{{text}}' names the {{table}} table: use {{constant}} (from the service that owns the table).",
      misnamed: "The {{table}} table's constant is {{constant}}: one name for the table from the migration to the code.",
      alias: '{{name}} is a second name for {{constant}}: use {{constant}} itself.',
    },
  },
  create(context) {
    const { migrations } = /** @type {{ migrations: string }} */ (context.options[0]);
    const tables = new Set(tablesCreatedIn(path.resolve(context.cwd, migrations)));
    /** The table a string names: `table`, `table as t` or `table.column`. @param {unknown} text */
    const tableIn = (text) => {
      if (typeof text !== 'string') return undefined;
      const match = /^([a-z0-9_]+)(?: as [a-z_]+|\.[a-z0-9_*]+)?$/.exec(text);
      return match && tables.has(/** @type {string} */ (match[1])) ? match[1] : undefined;
    };
    /** @param {import('estree').Node} node @param {unknown} text */
    const check = (node, text) => {
      const table = tableIn(text);
      if (!table) return;
      const parent = /** @type {import('estree').Node & { parent?: import('estree').Node }} */ (node).parent;
      if (
        parent?.type === 'VariableDeclarator' &&
        parent.init === node &&
        parent.id.type === 'Identifier' &&
        /^[A-Z][A-Z0-9_]*$/.test(parent.id.name) &&
        text === table
      ) {
        if (parent.id.name !== constantNameOf(table))
          context.report({ node: parent.id, messageId: 'misnamed', data: { table, constant: constantNameOf(table) } });
        return;
      }
      if (!readsATable(node)) return;
      context.report({ node, messageId: 'literal', data: { text: String(text), table, constant: constantNameOf(table) } });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral(node) {
        if (node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && /TABLE$/.test(node.id.name) && node.init?.type === 'Identifier' && /_TABLE$/.test(node.init.name)) {
          context.report({ node: node.id, messageId: 'alias', data: { name: node.id.name, constant: node.init.name } });
        }
      },
    };
  },
};

/** Knex's methods that take a table (or a table's column) as an argument. */
const QUERY_METHODS = new Set([
  ...['join', 'innerJoin', 'leftJoin', 'leftOuterJoin', 'rightJoin', 'rightOuterJoin', 'fullOuterJoin', 'crossJoin', 'from', 'into', 'table', 'hasTable'],
  ...['select', 'column', 'columns', 'distinct', 'pluck', 'first', 'count', 'max', 'min', 'sum', 'orderBy', 'groupBy', 'returning', 'on', 'andOn', 'orOn'],
  ...['where', 'andWhere', 'orWhere', 'whereNot', 'whereIn', 'whereNotIn', 'whereNull', 'whereNotNull', 'andWhereNot', 'orWhereNull', 'orWhereNotNull'],
]);

/**
 * Whether the string is where Knex reads a table: an argument (or an element of an array argument) of a
 * plain call (`db('x')`, `trx('x')`, `context.db('x')`) or of a query method (`.join('x as y', 'y.id', ...)`),
 * or the value of a `table:` property. Anything else is another kind of word (a log component, a rate
 * limit's name, a folder).
 * @param {import('estree').Node} node
 */
function readsATable(node) {
  /** @type {(import('estree').Node & { parent?: import('estree').Node })} */
  let child = node;
  let parent = child.parent;
  if (parent?.type === 'Property' && parent.value === child) return parent.key.type === 'Identifier' && parent.key.name === 'table';
  if (parent?.type === 'ArrayExpression') {
    child = parent;
    parent = /** @type {typeof child} */ (parent).parent;
  }
  if (parent?.type !== 'CallExpression' || !parent.arguments.includes(/** @type {never} */ (child))) return false;
  const callee = parent.callee;
  if (callee.type === 'Identifier') return true;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  if (callee.object.type === 'Identifier' && callee.object.name === 'path') return false; // path.join('data', 'uploads'): a folder
  return QUERY_METHODS.has(callee.property.name) || ['db', 'trx', 'knex'].includes(callee.property.name);
}
