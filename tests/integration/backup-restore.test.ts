/**
 * Issue 27: npm run db:backup and db:restore. Requests are stored through the API (a quote request, two
 * mortgagee changes with their PDFs), backed up while the server runs, and the original is then lost; the
 * backup is restored into an empty database and empty storage, where every submission and request row is as it
 * was and every file's bytes have the SHA-256 its uploads row records, and a server runs on it. On SQLite and
 * PostgreSQL, with files in a folder and in object storage; one case through the commands themselves.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '@bff/config';
import { describeContents } from '@bff/db/backup/backup-manifest';
import { createBackup } from '@bff/db/backup/create-backup';
import { restoreBackup } from '@bff/db/backup/restore-backup';
import { openDatabase, type Database } from '@bff/db/database';
import { openStoredFiles } from '@bff/services/uploads/open-upload-store';
import { simpleQuote } from '../contract/support';
import { mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { startS3Server } from '../support/s3-server';
import { csrfCredentials, POSTGRES_TEST_URL, postgresIsReachable, RATE_LIMITS_OFF, startTestServer, type DatabaseKind } from '../support/test-server';

const postgres = await postgresIsReachable();
const REPO = path.resolve(import.meta.dirname, '../..');
const TABLES = ['submissions', 'quote_requests', 'mortgagee_change_requests', 'policy_change_documents', 'uploads'] as const;

type StoreKind = 'folder' | 's3';
type Rows = Record<(typeof TABLES)[number], Record<string, unknown>[]>;

/** A database and an upload store of their own, with the environment that points the server and the commands at them. */
type Place = {
  env: Record<string, string>;
  config: AppConfig;
  open: () => Database;
  storedNames: () => Promise<string[]>;
  read: (name: string) => Promise<Buffer>;
  drop: () => Promise<void>;
};

async function newPlace(kind: DatabaseKind, store: StoreKind, encryptionKey: string): Promise<Place> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-place-'));
  const schema = `backup_${randomBytes(6).toString('hex')}`;
  const s3 = store === 's3' ? await startS3Server() : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // The key is kept apart from the backups, as it must be: the restored database is readable with it only.
    APP_ENCRYPTION_KEY: encryptionKey,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    ...(kind === 'postgres' ? { DATABASE_URL: POSTGRES_TEST_URL, DATABASE_SCHEMA: schema } : { SQLITE_FILE: path.join(dir, 'app.db') }),
    ...s3?.env,
  };
  const config = loadConfig(env);
  const files = await openStoredFiles(config.uploads.store);
  return {
    env,
    config,
    open: () => openDatabase(config.database),
    storedNames: async () => {
      const names: string[] = [];
      for await (const file of files.list()) names.push(file.storedName);
      return names.sort();
    },
    read: async (name) => Buffer.concat(await (await files.open(name)).toArray()),
    drop: async () => {
      if (kind === 'postgres') {
        const db = openDatabase({ kind: 'postgres', url: POSTGRES_TEST_URL });
        await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
        await db.destroy();
      }
      await s3?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Backs up and restores through the library, or through `npm run db:backup` / `db:restore`'s scripts in a child process; answers what they report. */
type Runner = { backUp: (place: Place, directory: string) => Promise<string>; restore: (place: Place, directory: string, force?: boolean) => Promise<string> };

const library: Runner = {
  backUp: async (place, directory) => describeContents((await createBackup(place.config, directory)).manifest).join('\n'),
  restore: async (place, directory, force = false) => describeContents(await restoreBackup(place.config, directory, { force })).join('\n'),
};

async function runScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(path.join(REPO, 'node_modules/.bin/tsx'), [script, ...args], { cwd: REPO, env: { ...process.env, ...env } });
    return stdout;
  } catch (error) {
    const { code, stderr } = error as { code?: number; stderr?: string };
    throw new Error(`exit ${code}: ${stderr}`, { cause: error });
  }
}

const commands: Runner = {
  backUp: (place, directory) => runScript('bff/db/backup/backup-cli.ts', [directory], place.env),
  restore: (place, directory, force = false) => runScript('bff/db/backup/restore-cli.ts', [directory, ...(force ? ['--force'] : [])], place.env),
};

async function submitRequests(baseUrl: string): Promise<void> {
  const csrf = await csrfCredentials(baseUrl);
  const headers = { 'x-csrf-token': csrf.token, cookie: csrf.cookie };
  const quote = await fetch(`${baseUrl}/api/submit-quote`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(simpleQuote()),
  });
  expect(quote.status).toBe(201);
  for (const customerType of ['customer', 'lender']) {
    const change = await fetch(`${baseUrl}/api/policy-changes/mortgagee`, { method: 'POST', headers, body: multipartOf(mortgageeChange({ customerType })) });
    expect(change.status).toBe(201);
  }
}

const inOrder = (rows: Record<string, unknown>[]) =>
  rows
    .map((row) => [JSON.stringify(row), row] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, row]) => row);

async function rowsIn(db: Database): Promise<Rows> {
  return Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, inOrder(await db(table).select())]))) as Rows;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const CASES: { kind: DatabaseKind; store: StoreKind; runner: Runner; via: string }[] = [
  { kind: 'sqlite', store: 'folder', runner: commands, via: 'npm run db:backup and db:restore' },
  { kind: 'sqlite', store: 's3', runner: library, via: 'the library' },
  { kind: 'postgres', store: 'folder', runner: library, via: 'the library' },
  { kind: 'postgres', store: 's3', runner: library, via: 'the library' },
];

for (const { kind, store, runner, via } of CASES) {
  describe.skipIf(kind === 'postgres' && !postgres)(
    `backup and restore on ${kind}, files in ${store === 's3' ? 'object storage' : 'a folder'}, through ${via}`,
    () => {
      const encryptionKey = randomBytes(32).toString('base64');
      let work: string;
      let backupDir: string;
      const places: Place[] = [];
      const emptyPlace = async () => {
        const place = await newPlace(kind, store, encryptionKey);
        places.push(place);
        return place;
      };
      let stored: Rows;
      let reported: string;
      let restored: Place;

      beforeAll(async () => {
        work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
        backupDir = path.join(work, 'backup');
        const source = await newPlace(kind, store, encryptionKey);
        try {
          const server = await startTestServer(kind, { ...RATE_LIMITS_OFF, ...source.env });
          try {
            await submitRequests(server.baseUrl);
            stored = await rowsIn(server.db);
            reported = await runner.backUp(source, backupDir);
          } finally {
            await server.close();
          }
        } finally {
          // The original is lost: nothing below can read it.
          await source.drop();
        }
      });
      afterAll(async () => {
        await Promise.all(places.map((place) => place.drop()));
        rmSync(work, { recursive: true, force: true });
      });

      it('restores every submission, request and file into an empty database and empty storage, and a server runs on it', async () => {
        expect(Object.values(stored).map((rows) => rows.length)).toEqual([3, 1, 2, 2, 2]);
        expect(reported).toContain(`${kind} database`);
        expect(reported).toContain('2 stored files');

        restored = await emptyPlace();
        expect(await runner.restore(restored, backupDir)).toContain('2 stored files');
        const db = restored.open();
        try {
          expect(await rowsIn(db)).toEqual(stored);
        } finally {
          await db.destroy();
        }
        expect(await restored.storedNames()).toEqual(stored.uploads.map((upload) => upload.stored_name).sort());
        for (const upload of stored.uploads) expect(sha256(await restored.read(upload.stored_name as string))).toBe(upload.sha256);

        const server = await startTestServer(kind, { ...RATE_LIMITS_OFF, ...restored.env });
        try {
          await submitRequests(server.baseUrl);
          expect(await server.db('submissions').count({ n: '*' })).toEqual([{ n: kind === 'postgres' ? '6' : 6 }]);
        } finally {
          await server.close();
        }
      });

      it('refuses to restore over a database that has data unless --force is given, which replaces it', async () => {
        await expect(runner.restore(restored, backupDir)).rejects.toThrow(/already has \d+ tables: restore into a new .*, or give --force to replace it/);
        await runner.restore(restored, backupDir, true);
        const db = restored.open();
        try {
          expect(await rowsIn(db)).toEqual(stored);
        } finally {
          await db.destroy();
        }
      });

      it('refuses a backup whose file no longer matches its manifest, writing nothing', async () => {
        const tampered = path.join(work, 'tampered');
        cpSync(backupDir, tampered, { recursive: true });
        const name = stored.uploads[0]!.stored_name as string;
        const file = path.join(tampered, 'files', name);
        // One bit changed, the size the same: only the SHA-256 tells.
        const bytes = readFileSync(file);
        bytes.writeUInt8(bytes.readUInt8(0) ^ 1, 0);
        writeFileSync(file, bytes);

        const target = await emptyPlace();
        await expect(runner.restore(target, tampered)).rejects.toThrow(
          `does not match its manifest, so nothing was restored:\n  files/${name} differs from the manifest`,
        );
        const db = target.open();
        try {
          expect(await db.schema.hasTable('submissions')).toBe(false);
        } finally {
          await db.destroy();
        }
        expect(await target.storedNames()).toEqual([]);
      });
    },
  );
}
