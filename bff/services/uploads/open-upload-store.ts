/** The upload store the configuration asks for; the AWS SDK is loaded only when a bucket is configured. */
import type { AppConfig } from '../../config';
import { folderStoredFiles } from './stored-files';
import { createUploadStore, type UploadStore } from './upload-store';

export async function openUploadStore({ store, stagingDir }: AppConfig['uploads']): Promise<UploadStore> {
  if (store.kind === 'folder') return createUploadStore(folderStoredFiles(store.dir), stagingDir);
  const { s3StoredFiles } = await import('./s3-stored-files');
  return createUploadStore(s3StoredFiles(store), stagingDir);
}
