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

// The header totals of a search narrowed by an app too (issue 15, goal 3; bench/README.md
// "Header totals of a search by app"): 0235 read a search's totals beside the text index's
// matches for the texts alone or with the state; with an app beside them, each matching pay
// order was read whole again. The sums index (SQLite) and the side table (PostgreSQL, layout
// `filtered-sums`) now also keep the list's filters its kept sums are counted by that hold a
// record's id (list-text-index.ts `textSumFiltersOf`: the app), so such a search reads them too.

const lists = () => textSearchedLists().filter((resource) => textSumsIndexOf(resource));

/** PostgreSQL: the side tables made again in `layout`. */
const remake = async (db: AnyDb, layout: SideTableLayout) => {
  for (const resource of lists()) {
    await dropListTextIndex(db, 'postgres', resource);
    await keepListTextIndex(db, 'postgres', resource, layout);
  }
};

/** SQLite: the sums indexes made again, with the filters or without. */
const reindex = async (db: AnyDb, filters: boolean) => {
  for (const resource of lists()) {
    const index = textSumsIndexOf(resource, filters);
    if (!index) continue;
    await db.schema.dropIndex(index.name).ifExists().execute();
    await db.schema.createIndex(index.name).on(resource.table).columns(index.columns).execute();
  }
};

export const listTextSumsByFilter = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') return remake(db, 'filtered-sums');
    return reindex(db, true);
  },

  async down(db: AnyDb) {
    if (dialect === 'postgres') return remake(db, 'sums');
    return reindex(db, false);
  },
});
