import { type Resource, resources } from '@retail/contract';
import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { dropListTextIndex, keepListTextIndex } from './list-text-index';

// The "contains" text filters of the lists that grow with use (issue 15, goal 3; bench/README.md
// "Registry lists at 1,000,000 rows"): a number, app id or name "contains" read every row in
// scope (0.2–0.8 s at a million rows). On SQLite each list gets a trigram index of those fields
// keyed by organisation, on PostgreSQL a side table of them outside the row-level wall with a
// pg_trgm index per field (list-text-index.ts). The audit log's rows outlive their
// organisation: on SQLite its index is keyed by tenant, and serves a tenant's whole tree.

/** The lists whose "contains" filters are answered by a text index. */
export const TEXT_SEARCHED_LISTS = [
  'payOrder',
  'refundOrder',
  'transferOrder',
  'mchNotifyRecord',
  'customer',
  'auditLog',
] as const;

export const textSearchedLists = (): Resource[] =>
  TEXT_SEARCHED_LISTS.map((key) => resources[key] as Resource);

export const listTextIndexes = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const resource of textSearchedLists())
      await keepListTextIndex(db, dialect, resource, 'single');
  },

  async down(db: AnyDb) {
    for (const resource of textSearchedLists()) await dropListTextIndex(db, dialect, resource);
  },
});
