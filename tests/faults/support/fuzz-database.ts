/** After the fuzzing: is the SQLite database whole, and is every stored upload's file there? */
import type { TestServer } from '../../support/test-server';

export type DatabaseProblems = { integrity: string[]; foreignKeys: unknown[]; uploads: number; missingFiles: string[] };

export async function databaseProblems({ db, deps }: TestServer): Promise<DatabaseProblems> {
  const integrity = ((await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[])
    .map((row) => row.integrity_check)
    .filter((line) => line !== 'ok');
  const foreignKeys = (await db.raw('PRAGMA foreign_key_check')) as unknown[];
  const rows = (await db('uploads').select('stored_name')) as { stored_name: string }[];
  const listed = new Set<string>();
  for await (const entry of deps.uploadStore.list()) listed.add(entry.storedName);
  const unlisted = rows.map((row) => row.stored_name).filter((name) => !listed.has(name));
  const readable = await Promise.all(
    unlisted.map((name) =>
      deps.uploadStore.read(name).then(
        () => true,
        () => false,
      ),
    ),
  );
  return { integrity, foreignKeys, uploads: rows.length, missingFiles: unlisted.filter((_, index) => !readable[index]) };
}
