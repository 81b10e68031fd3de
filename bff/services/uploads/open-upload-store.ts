/** The upload store the configuration asks for; the AWS SDK is loaded only when a bucket is configured. */
import type { AppConfig, UploadStoreSettings } from '../../config';
import { folderStoredFiles, type StoredFiles } from './stored-files';
import { createUploadStore, type UploadStore } from './upload-store';

/** Where the configured store keeps its files (the folder or the bucket), without the staging in front: what a backup reads and a restore writes. */
export async function openStoredFiles(store: UploadStoreSettings): Promise<StoredFiles> {
  if (store.kind === 'folder') return folderStoredFiles(store.dir);
  const { s3StoredFiles } = await import('./s3-stored-files');
  return s3StoredFiles(store);
}

export async function openUploadStore({ store, stagingDir }: AppConfig['uploads']): Promise<UploadStore> {
  return createUploadStore(await openStoredFiles(store), stagingDir);
}
