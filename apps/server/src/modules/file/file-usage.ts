import type { Db } from '../../db/database';

/** Something that still uses a file, named the way a user recognises it. */
export type FileUse = { kind: string; name: string };

/**
 * Answers which records of one domain use a file (goods images, storefront pages…). Domains
 * register theirs in the composition root (src/services.ts), so removing a picture can name
 * every user of it without the file module knowing their tables.
 */
export type FileUsageFinder = (db: Db, file: { id: number; fileUrl: string }) => Promise<FileUse[]>;

export type FileUsageRegistry = {
  register: (finder: FileUsageFinder) => void;
  usesOf: (db: Db, file: { id: number; fileUrl: string }) => Promise<FileUse[]>;
};

export const createFileUsageRegistry = (): FileUsageRegistry => {
  const finders: FileUsageFinder[] = [];
  return {
    register: (finder) => {
      finders.push(finder);
    },
    usesOf: async (db, file) => (await Promise.all(finders.map((find) => find(db, file)))).flat(),
  };
};
