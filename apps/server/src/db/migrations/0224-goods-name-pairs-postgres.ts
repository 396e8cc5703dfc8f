import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { GOODS_NAME_LOOKUP } from './0208-goods-name-lookup';
import type { AnyDb } from './columns';

// A two-letter name search on PostgreSQL (issue 15, goal 3). A trigram index cannot find two
// letters, so "name contains 'ch'" read the whole names' table of 0208 (a million names: 150
// ms, or 200 ms on two parallel workers). This index holds each name's pairs of consecutive
// characters, lowered as the search lowers it: containing the pair is containing the text, so
// the matches come from the index (100,000 of them counted in 43 ms). SQLite has its own pairs
// index (0205). The list asks for both the pair and the `like` (goods-list-postgres.ts).

/** The function of the index: the distinct pairs of consecutive characters of a text. */
export const NAME_PAIRS = 'goods_name_pairs';

const PAIRS_INDEX = `${GOODS_NAME_LOOKUP}_pairs_idx`;

export const goodsNamePairsPostgres = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql
      .raw(
        `create function ${NAME_PAIRS}(name text) returns text[]
          language sql immutable strict parallel safe as $$
            select coalesce(array_agg(distinct substr(name, i, 2)), '{}')
            from generate_series(1, char_length(name) - 1) as i
          $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create index ${PAIRS_INDEX} on ${GOODS_NAME_LOOKUP}
          using gin (${NAME_PAIRS}(lower(goods_name)))`,
      )
      .execute(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql.raw(`drop index if exists ${PAIRS_INDEX}`).execute(db);
    await sql.raw(`drop function if exists ${NAME_PAIRS}(text)`).execute(db);
  },
});
