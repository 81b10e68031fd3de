/** An S3-compatible server for a test (bff/cluster/local-object-storage.ts) in a temporary folder, deleted by close(). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalObjectStorage, type LocalObjectStorage } from '@bff/cluster/local-object-storage';

export type S3Server = LocalObjectStorage & { close: () => Promise<void> };

export async function startS3Server({ bucket = 'agency-uploads' } = {}): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const storage = await startLocalObjectStorage({ directory, bucket });
  return {
    ...storage,
    close: async () => {
      await storage.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
