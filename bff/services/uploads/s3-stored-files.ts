/**
 * Files in an S3-compatible bucket (UPLOAD_S3_BUCKET): what lets several instances share uploads, signing copies
 * and sealed PDFs. Streamed both ways: a staged file is sent from disk with its length known, a stored file read
 * as the bucket sends it. Credentials come from the AWS SDK's usual places (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role). Checksums only where S3 requires them: the streamed
 * trailing checksums newer SDKs add by default are not understood by every S3-compatible server.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StoreSettings } from '../../config';
import type { StoredFiles } from './stored-files';

export function s3StoredFiles(settings: S3StoreSettings): StoredFiles {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: settings.requestTimeoutMs, requestTimeout: settings.requestTimeoutMs },
  });
  const Bucket = settings.bucket;
  const keyOf = (storedName: string) => `${settings.prefix}${storedName}`;

  return {
    put: async (storedName, localPath, sizeBytes) => {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(storedName), Body: createReadStream(localPath), ContentLength: sizeBytes }));
    },
    open: async (storedName) => {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(storedName) }));
      return Body as Readable;
    },
    remove: async (storedName) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(storedName) }));
    },
    list: async function* () {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { storedName: object.Key.slice(settings.prefix.length), modifiedAt: object.LastModified?.getTime() ?? 0 };
        }
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
  };
}
