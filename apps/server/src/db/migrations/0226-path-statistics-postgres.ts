import { type Migration, sql } from 'kysely';
import { keepPathStatistics } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// How many rows an organisation subtree holds, as PostgreSQL's planner sees it (issue 15,
// goal 3). A subtree is a range of organ_path; with the default statistics (100 common values,
// 100 histogram bins) a store's range fell inside one bin, which the planner reads as nearly
// empty: 1 row estimated for a store's 2,892 goods, and for half the bench's 404 subtrees an
// estimate ten times off or worse. It then read a subtree's rows to test a filter rather than
// the filter's own index of the subtree (0204), since both looked as cheap: a store operator's
// count of one category took 25–37 ms, of one goods code 24 ms (under 1 ms each now). Every
// table with a path keeps 1,000 of each (`PATH_STATISTICS`; tables made later get it from
// `prepareOwnedTable`), then is analyzed (3 s for a million goods). SQLite: nothing.

const pathTables = async (db: AnyDb): Promise<string[]> => {
  const { rows } = await sql<{ table: string }>`
    select col.table_name as "table" from information_schema.columns col
    join information_schema.tables t
      on t.table_schema = col.table_schema and t.table_name = col.table_name
    where col.table_schema = current_schema() and col.column_name = 'organ_path'
      and t.table_type = 'BASE TABLE'
    order by col.table_name`.execute(db);
  return rows.map((row) => row.table);
};

export const pathStatisticsPostgres = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const table of await pathTables(db)) {
      await keepPathStatistics(db, table);
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const table of await pathTables(db))
      await sql`alter table ${sql.table(table)} alter column organ_path set statistics -1`.execute(
        db,
      );
  },
});
