import fp from 'fastify-plugin';
import { localDiskStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { s3Storage } from './s3-storage';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

/** The object store chosen by STORAGE: local disk under DATA_DIR (default) or S3; checked at start. */
export const storagePlugin = fp(
  async (app) => {
    const { storage, dataDir } = app.config;
    const driver = storage.kind === 's3' ? s3Storage(storage) : localDiskStorage(dataDir);
    await driver.check();
    app.decorate('storage', driver);
  },
  { name: 'storage', dependencies: ['core'] },
);
