/** A temporary upload folder (UPLOAD_DIR) for a suite's server, removed after the suite, and what is in it. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const namesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return []; // nothing uploaded yet
  }
};

/** The files in an upload folder: kept ones by name, staged ones (still being checked, or left behind) as '.staging/name'. */
export const filesInUploadDir = (uploadDir: string) =>
  [...namesIn(uploadDir).filter((name) => name !== '.staging'), ...namesIn(path.join(uploadDir, '.staging')).map((name) => `.staging/${name}`)].sort();

export function useUploadDir(prefix: string): { uploadDir: string; storedFiles: () => string[] } {
  const uploadDir = path.join(mkdtempSync(path.join(tmpdir(), `${prefix}-`)), 'uploads');
  afterAll(() => rmSync(path.dirname(uploadDir), { recursive: true, force: true }));
  return { uploadDir, storedFiles: () => filesInUploadDir(uploadDir) };
}
