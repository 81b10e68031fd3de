/**
 * An S3-compatible server on this machine (s3rver, from npm: no S3 server is in Debian's packages), for the
 * cluster when no bucket is configured and for the tests. It keeps its objects in `directory`; `stop()` and
 * `start()` again take it down and bring it back on the same port with the same objects.
 */
import S3rver from 's3rver';

export type LocalObjectStorage = {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at it, credentials included (s3rver takes any; the SDK signs with them). */
  env: Record<string, string>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export async function startLocalObjectStorage({
  directory,
  port = 0,
  bucket,
}: {
  directory: string;
  port?: number;
  bucket: string;
}): Promise<LocalObjectStorage> {
  let running: S3rver | undefined;
  let listeningOn = port;
  const start = async () => {
    running = new S3rver({ address: '127.0.0.1', port: listeningOn, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    ({ port: listeningOn } = await running.run());
  };
  await start();
  const endpoint = `http://127.0.0.1:${listeningOn}`;
  return {
    endpoint,
    bucket,
    env: { UPLOAD_S3_BUCKET: bucket, UPLOAD_S3_ENDPOINT: endpoint, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    start,
    stop: async () => {
      await running?.close();
      running = undefined;
    },
  };
}
