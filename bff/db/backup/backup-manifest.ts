/**
 * A backup is one directory: the database (a SQLite snapshot or a pg_dump archive), every stored file under
 * files/ by its stored name, and manifest.json, written last, which names them all with their sizes and
 * SHA-256. A directory without a manifest is an unfinished backup; a file whose bytes differ from the
 * manifest's makes the whole backup refused.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isStoredName } from '../../services/uploads/upload-store';
import { RestoreRefusedError } from './restore-refused';

const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';

const ZFileDigest = z.object({ sizeBytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const ZManifest = z.object({
  format: z.literal(1),
  createdAt: z.string().datetime(),
  database: ZFileDigest.extend({
    kind: z.enum(['sqlite', 'postgres']),
    /** The archive's name in the backup directory. */
    file: z.enum(['database.sqlite', 'database.pgdump']),
    /** PostgreSQL: the schema dumped. */
    schema: z.string().optional(),
  }),
  fileCount: z.number().int().min(0),
  // Only names the upload store makes: nothing in a manifest can point outside files/ or the store.
  files: z.array(ZFileDigest.extend({ name: z.string().refine(isStoredName, 'not a stored file name') })),
});

export type BackupManifest = z.infer<typeof ZManifest>;
export type FileDigest = z.infer<typeof ZFileDigest>;

export async function writeManifest(directory: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
}

export async function readManifest(directory: string): Promise<BackupManifest> {
  const text = await readFile(path.join(directory, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new RestoreRefusedError(`${directory} has no ${MANIFEST_FILE}: it is not a backup, or one that did not finish.`);
    throw error;
  });
  const parsed = ZManifest.safeParse(JSON.parse(text));
  if (!parsed.success || parsed.data.fileCount !== parsed.data.files.length) {
    throw new RestoreRefusedError(`${path.join(directory, MANIFEST_FILE)} is not a backup manifest this version understands.`);
  }
  return parsed.data;
}

/** What a backup holds, in lines for a person: the database and the stored files, with their sizes. */
export function describeContents({ database, fileCount, files }: BackupManifest): string[] {
  const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes`;
  return [
    `${database.kind} database${database.schema ? ` (schema ${database.schema})` : ''}: ${bytes(database.sizeBytes)}`,
    `${fileCount} stored files: ${bytes(files.reduce((sum, file) => sum + file.sizeBytes, 0))}`,
  ];
}

/** Size and SHA-256 of bytes given in chunks. */
export function digesting() {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  return {
    update: (chunk: Buffer) => {
      hash.update(chunk);
      sizeBytes += chunk.length;
    },
    digest: (): FileDigest => ({ sizeBytes, sha256: hash.digest('hex') }),
  };
}

export async function digestOf(filePath: string): Promise<FileDigest> {
  const digest = digesting();
  for await (const chunk of createReadStream(filePath)) digest.update(chunk as Buffer);
  return digest.digest();
}

/** Refuses the backup unless the database archive and every file are there with the manifest's size and SHA-256. */
export async function verifyBackup(directory: string, manifest: BackupManifest): Promise<void> {
  const expected = [
    { ...manifest.database, relativePath: manifest.database.file },
    ...manifest.files.map((file) => ({ ...file, relativePath: path.join(FILES_FOLDER, file.name) })),
  ];
  const problems: string[] = [];
  for (const { relativePath, sizeBytes, sha256 } of expected) {
    const actual = await digestOf(path.join(directory, relativePath)).catch(() => undefined);
    if (!actual) problems.push(`${relativePath} is missing`);
    else if (actual.sizeBytes !== sizeBytes || actual.sha256 !== sha256) problems.push(`${relativePath} differs from the manifest (size or SHA-256)`);
  }
  if (problems.length > 0) {
    throw new RestoreRefusedError(`The backup in ${directory} does not match its manifest, so nothing was restored:\n  ${problems.join('\n  ')}`);
  }
}
