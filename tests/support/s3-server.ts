/**
 * An S3-compatible server for tests (s3rver from npm: no other S3 server installs here), on loopback, keeping
 * its objects in a temporary folder. `stop()` and `start()` again on the same port and folder: object storage
 * going down and coming back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The server's settings as the app reads them, credentials included. */
  env: Record<string, string>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it for good and deletes its folder. */
  close: () => Promise<void>;
};

// s3rver accepts any key pair; the SDK still signs with one.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3Server({ bucket = 'agency-uploads' } = {}): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  let port = 0;
  let running: S3rver | undefined;
  const start = async () => {
    running = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    ({ port } = await running.run());
  };
  const stop = async () => {
    await running?.close();
    running = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  return {
    endpoint,
    bucket,
    env: { UPLOAD_S3_BUCKET: bucket, UPLOAD_S3_ENDPOINT: endpoint, ...CREDENTIALS },
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
