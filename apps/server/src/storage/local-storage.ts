import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertObjectKey, type ObjectStorage } from './object-storage';

/** Objects as files under `{DATA_DIR}/files`, written to a temporary name and renamed into place. */
export const localDiskStorage = (dataDir: string): ObjectStorage => {
  const root = join(dataDir, 'files');
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return join(root, key);
  };

  return {
    kind: 'local',
    put: async (key, body) => {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    check: async () => {
      await mkdir(root, { recursive: true });
    },
  };
};
