import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../../src/config/config';

export type TestS3Server = {
  /** Storage settings that reach this server (STORAGE=s3 and its variables). */
  config: Extract<StorageConfig, { kind: 's3' }>;
  stop: () => Promise<void>;
};

/** The account s3rver knows (it checks request signatures against it). */
const ACCESS_KEY = 'S3RVER';

/** A real S3-protocol server on loopback, holding its objects in a temporary folder. */
export const startS3Server = async (bucket = 'retail-test'): Promise<TestS3Server> => {
  const directory = mkdtempSync(join(tmpdir(), 'retail-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKey: ACCESS_KEY,
      secretKey: ACCESS_KEY,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
