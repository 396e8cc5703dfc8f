import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// How many goods an organisation subtree holds, as PostgreSQL's planner sees it (issue 15,
// goal 3). A subtree is a range of organ_path; with the default statistics (100 common values,
// 100 histogram bins) a store's range fell inside one bin, which the planner reads as nearly
// empty: one row estimated for a store's 2,892 goods. It then read every goods of the store
// to test a filter rather than the filter's own index of the subtree (0204), since both looked
// as cheap: a store operator's count of one category took 25–37 ms, of one goods code 24 ms.
// With 1,000 the planner keeps the path of every organisation holding goods (up to a thousand)
// with its share, and a finer histogram beyond that: the store's range is estimated at 2,887
// goods, and both counts read their filter's index (under 1 ms). The ANALYZE that follows reads
// 300,000 sampled rows (3 s at a million goods). SQLite plans these from its own indexes' shape.

export const STATISTICS = 1000;

export const goodsPathStatisticsPostgres = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql
      .raw(`alter table goods alter column organ_path set statistics ${STATISTICS}`)
      .execute(db);
    await sql`analyze goods`.execute(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql`alter table goods alter column organ_path set statistics -1`.execute(db);
  },
});
