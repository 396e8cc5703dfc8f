import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { textSearchedLists } from './0220-list-text-indexes';
import type { AnyDb } from './columns';
import {
  dropListTextIndex,
  keepListTextIndex,
  type SideTableLayout,
  textSumsIndexOf,
} from './list-text-index';

// The header totals of a search on SQLite (issue 15, goal 3; bench/README.md "Header totals of
// a search"): a tenant's totals for a common text read each of its 100,000 matching pay orders
// whole, by id, in no order (114–117 ms). Each searched list that declares totals gets an index
// of its table on the text index's key (organisation, id), its state and its summed columns
// (list-text-index.ts `textSumsIndexOf`): the matches, in the FTS5 index's rowid order, are then
// looked up in it in the same order, and their sums read from it alone
// (resources/list-text-totals.ts). On PostgreSQL (100,000 matches joined to the orders under
// the wall: 209–389 ms) the list's side table is made again in the `sums` layout: beside the
// texts, each row's organisation, state and summed columns, so the totals are read from the
// side table's matches alone.

// As it was made then: without the filters and the days 0237 and 0239 add.
const summed = () =>
  textSearchedLists().flatMap((resource) => {
    const index = textSumsIndexOf(resource, 'sums');
    return index ? [{ table: resource.table, ...index }] : [];
  });

/** PostgreSQL: the searched lists that declare totals, their side tables made in `layout`. */
const remake = async (db: AnyDb, layout: SideTableLayout) => {
  for (const resource of textSearchedLists())
    if (textSumsIndexOf(resource)) {
      await dropListTextIndex(db, 'postgres', resource);
      await keepListTextIndex(db, 'postgres', resource, layout);
    }
};

export const listTextSums = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') return remake(db, 'sums');
    for (const { table, name, columns } of summed())
      await db.schema.createIndex(name).on(table).columns(columns).execute();
  },

  async down(db: AnyDb) {
    if (dialect === 'postgres') return remake(db, 'parts');
    for (const { name } of summed()) await db.schema.dropIndex(name).ifExists().execute();
  },
});
