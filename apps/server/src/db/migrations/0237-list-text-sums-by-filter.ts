import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { textSearchedLists } from './0220-list-text-indexes';
import type { AnyDb } from './columns';
import {
  dropListTextIndex,
  keepListTextIndex,
  sqliteSumsColumnOf,
  type TextSumsLayout,
  textSumsIndexOf,
} from './list-text-index';

// The header totals of a search narrowed by an app too (issue 15, goal 3; bench/README.md
// "Header totals of a search by app"): 0235 read a search's totals beside the text index's
// matches for the texts alone or with the state; with an app beside them, each matching pay
// order was read whole again. The sums index (SQLite) and the side table (PostgreSQL, layout
// `filtered-sums`) now also keep the list's filters its kept sums are counted by that hold a
// record's id (list-text-index.ts `textSumFiltersOf`: the app), so such a search reads them too.

const lists = () => textSearchedLists().filter((resource) => textSumsIndexOf(resource));

/**
 * The kept sums beside each searched list's text index made again in `layout`: PostgreSQL's side
 * tables, SQLite's sums indexes (also 0239-list-text-sums-by-day).
 */
export const remakeTextSums = async (db: AnyDb, dialect: SqlDialect, layout: TextSumsLayout) => {
  for (const resource of lists()) {
    if (dialect === 'postgres') {
      await dropListTextIndex(db, 'postgres', resource);
      await keepListTextIndex(db, 'postgres', resource, layout);
      continue;
    }
    const index = textSumsIndexOf(resource, layout);
    if (!index) continue;
    await db.schema.dropIndex(index.name).ifExists().execute();
    await sql
      .raw(
        `create index ${index.name} on ${resource.table}
         (${index.columns.map(sqliteSumsColumnOf).join(', ')})`,
      )
      .execute(db);
  }
};

export const listTextSumsByFilter = (dialect: SqlDialect): Migration => ({
  up: (db: AnyDb) => remakeTextSums(db, dialect, 'filtered-sums'),
  down: (db: AnyDb) => remakeTextSums(db, dialect, 'sums'),
});
