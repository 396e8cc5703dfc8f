import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectKey,
  isObjectKey,
  type ListedObject,
  type ObjectStorage,
} from './object-storage';

/** Suffix of the temporary name a write goes through before it is renamed into place. */
export const PARTIAL_SUFFIX = '.partial';

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Entries of a folder; a folder removed meanwhile has none. */
const entriesOf = async (folder: string): Promise<Dirent[]> => {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
};

/** Every file below a folder, depth first (folders are read one at a time, not all at once). */
async function* filesBelow(folder: string): AsyncGenerator<string> {
  for (const entry of await entriesOf(folder)) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (entry.isFile()) yield path;
  }
}

/** When a file was last written (ms), or null when it is gone. */
const writtenAt = async (path: string): Promise<number | null> => {
  try {
    return (await stat(path)).mtimeMs;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};

/**
 * Objects as files under `{DATA_DIR}/files`, written to a temporary name
 * (`{key}.{uuid}.partial`) and renamed into place: a write cut by a crash leaves only a
 * temporary file, never a half object, and `removeTemporary` sweeps those.
 */
export const localDiskStorage = (dataDir: string): ObjectStorage => {
  const root = join(dataDir, 'files');
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return join(root, key);
  };
  const keyOf = (path: string) => relative(root, path).split(sep).join('/');

  return {
    kind: 'local',
    put: async (key, body) => {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}${PARTIAL_SUFFIX}`;
      try {
        if (body instanceof Readable)
          await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        else await writeFile(partial, body, { flag: 'wx' });
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
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    list: async function* (): AsyncGenerator<ListedObject> {
      for await (const path of filesBelow(root)) {
        const key = keyOf(path);
        if (!isObjectKey(key)) continue;
        const at = await writtenAt(path);
        if (at !== null) yield { key, writtenAt: at };
      }
    },
    removeTemporary: async (before) => {
      let removed = 0;
      for await (const path of filesBelow(root)) {
        if (!path.endsWith(PARTIAL_SUFFIX)) continue;
        const at = await writtenAt(path);
        if (at === null || at >= before) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
    check: async () => {
      await mkdir(root, { recursive: true });
    },
  };
};
