import fp from 'fastify-plugin';
import type { Db } from '../../db/database';

/** Something that still uses a file, named the way a user recognises it. */
export type FileUse = { kind: string; name: string };

/**
 * Answers which records of one domain use a file (goods images, storefront pages…). Domains
 * register theirs, so removing a picture can name every user of it without the file module
 * knowing their tables.
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

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Where domains register what uses a file (goods images, pages…). */
    fileUsages: FileUsageRegistry;
  }
}

/** Decorates the whole app (not just the file module) so every domain can register a finder. */
export const fileUsagesPlugin = fp(
  async (app) => {
    app.decorate('fileUsages', createFileUsageRegistry());
  },
  { name: 'file-usages' },
);
