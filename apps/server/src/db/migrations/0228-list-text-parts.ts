import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { textSearchedLists } from './0220-list-text-indexes';
import type { AnyDb } from './columns';
import { dropListTextIndex, keepListTextIndex } from './list-text-index';

// A tenant's "contains" count on a registry list on PostgreSQL (issue 15, goal 3): counted on
// the list's side table (0220), it rechecked every trigram candidate of every tenant, their
// rows interleaved by id, with `lower()` on each: 30–150 ms for a common word at a million
// rows. As 0227 did for the goods' names, each side table is made again with its texts lowered
// and in parts by a hash of the tenant (`SideTableLayout`, list-text-index.ts), so a tenant's
// count reads its own part. SQLite: nothing (its FTS5 tables hold lowered texts already).

export const listTextParts = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const resource of textSearchedLists()) {
      await dropListTextIndex(db, dialect, resource);
      await keepListTextIndex(db, dialect, resource, 'parts');
    }
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const resource of textSearchedLists()) {
      await dropListTextIndex(db, dialect, resource);
      await keepListTextIndex(db, dialect, resource, 'single');
    }
  },
});
