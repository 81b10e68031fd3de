/** A temporary upload folder (UPLOAD_DIR) for a suite's server, removed after the suite, and what is in it. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export function useUploadDir(prefix: string): { uploadDir: string; storedFiles: () => string[] } {
  const uploadDir = path.join(mkdtempSync(path.join(tmpdir(), `${prefix}-`)), 'uploads');
  afterAll(() => rmSync(path.dirname(uploadDir), { recursive: true, force: true }));
  const storedFiles = () => {
    try {
      return readdirSync(uploadDir).sort();
    } catch {
      return []; // nothing uploaded yet
    }
  };
  return { uploadDir, storedFiles };
}
