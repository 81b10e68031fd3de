import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableConstant, tablesCreatedIn } from './table-constants.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'table-constants-'));
  mkdirSync(path.join(root, 'migrations'));
  writeFileSync(
    path.join(root, 'migrations', '001_uploads.ts'),
    "export async function up(db) {\n  await db.schema.createTable('uploads', () => {});\n  await db.schema.createTable( 'staff_members', () => {});\n}\n",
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const lint = (code: string) =>
  new Linter({ cwd: root })
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local: { rules: { 'table-constant': tableConstant } } },
          rules: { 'local/table-constant': ['error', { migrations: 'migrations' }] },
        },
      ] as Linter.Config[],
      { filename: path.join(root, 'service.ts') },
    )
    .map((message) => message.message);

describe('local/table-constant', () => {
  it('knows the tables the migrations create', () => {
    expect(tablesCreatedIn(path.join(root, 'migrations'))).toEqual(['staff_members', 'uploads']);
  });

  it("takes the table's own name in capitals, and nothing else", () => {
    expect(lint("const UPLOADS_TABLE = 'uploads';\nexport const STAFF_MEMBERS_TABLE = 'staff_members';\n")).toEqual([]);
    expect(lint("const TABLE = 'uploads';\n")).toEqual([
      "The uploads table's constant is UPLOADS_TABLE: one name for the table from the migration to the code.",
    ]);
    expect(lint("export const STAFF_TABLE = 'staff_members';\n")).toEqual([
      "The staff_members table's constant is STAFF_MEMBERS_TABLE: one name for the table from the migration to the code.",
    ]);
  });

  it('refuses a table named in a query, a join, a qualified column or a table: property', () => {
    expect(
      lint(
        [
          "db('uploads').where({ id: 1 });",
          "db(X).join('uploads as u', 'u.id', 'x.upload_id');",
          "context.db(X).leftJoin('staff_members as m', 'm.id', 'x.staff_id').select(['uploads.original_name']);",
          "const swept = [{ table: 'uploads', days: 1 }];",
        ].join('\n'),
      ),
    ).toEqual([
      "'uploads' names the uploads table: use UPLOADS_TABLE (from the service that owns the table).",
      "'uploads as u' names the uploads table: use UPLOADS_TABLE (from the service that owns the table).",
      "'staff_members as m' names the staff_members table: use STAFF_MEMBERS_TABLE (from the service that owns the table).",
      "'uploads.original_name' names the uploads table: use UPLOADS_TABLE (from the service that owns the table).",
      "'uploads' names the uploads table: use UPLOADS_TABLE (from the service that owns the table).",
    ]);
  });

  it('refuses a second name for a constant', () => {
    expect(lint("import { UPLOADS_TABLE } from './uploads';\nconst TABLE = UPLOADS_TABLE;\n")).toEqual([
      'TABLE is a second name for UPLOADS_TABLE: use UPLOADS_TABLE itself.',
    ]);
  });

  it('lets the same word be something else: a folder, a rate limit, a log component', () => {
    expect(lint("path.join('data', 'uploads');\nrateLimits.of('uploads');\nlogger.child({ component: 'uploads' });\nconst folder = 'uploads';\n")).toEqual([]);
  });
});
