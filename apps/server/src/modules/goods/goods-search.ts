import type { PageQuery } from '@retail/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { GOODS_NAME_SEARCH } from '../../db/migrations/0015-goods-name-search';
import type { IdSlice } from './goods-slices';

/** Characters a name search needs before its trigram index can serve it. */
const TRIGRAM = 3;

const SEARCH = sql.table(GOODS_NAME_SEARCH);

/**
 * SQLite: "name contains" as a query of the trigram index of 0185-goods-search-exact, or
 * undefined when the index cannot answer it (no text, or fewer characters than a trigram: the
 * list then applies `containsText` to the scope's goods). The index holds `lower(goods_name)`,
 * case sensitive, and the text is lowered as `containsText` lowers it, so the phrase (the
 * text's consecutive trigrams, quotes doubled) matches exactly the goods the `like` matches;
 * `%`, `_` and the query syntax's words are plain characters inside a phrase.
 */
export const nameSearchOf = (text: string | null | undefined): string | undefined => {
  if (!text) return undefined;
  const lowered = text.toLowerCase();
  return [...lowered].length < TRIGRAM ? undefined : `"${lowered.replaceAll('"', '""')}"`;
};

/**
 * The goods matching the search and `where`, newest first: the index is walked in rowid (goods
 * id) order and each match joined to its goods, so a page stops after its rows.
 */
export const searchRows = <R>(
  columns: RawBuilder<unknown>,
  search: string,
  where: Expression<SqlBool>,
  { pageNum, pageSize }: PageQuery,
): RawBuilder<R> =>
  sql<R>`select ${columns} from ${SEARCH} cross join "goods" on "goods"."id" = ${SEARCH}."rowid"
    where ${SEARCH} match ${search} and ${where}
    order by ${SEARCH}."rowid" desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`;

/**
 * A slice bound written into the SQL: FTS5 narrows its reads to a rowid range given as
 * constants, not as parameters (3 ms against 43 ms for a slice of a million goods' index).
 */
const rowidOf = (id: number) => {
  if (!Number.isSafeInteger(id)) throw new Error(`Not a goods id: ${id}`);
  return sql.lit(id);
};

/**
 * How many goods match the search: on the index alone, or with `where` on each match's goods
 * (then per slice of the index's rowids, see goods-slices.ts).
 */
export const searchCount = async (
  db: Db,
  search: string,
  where?: { where: Expression<SqlBool>; slice: IdSlice },
): Promise<number> => {
  const query = where
    ? sql<{ count: number | string }>`select count(*) as "count" from ${SEARCH}
        cross join "goods" on "goods"."id" = ${SEARCH}."rowid"
        where ${SEARCH} match ${search}
          and ${SEARCH}."rowid" between ${rowidOf(where.slice.low)} and ${rowidOf(where.slice.high)}
          and ${where.where}`
    : sql<{ count: number | string }>`select count(*) as "count" from ${SEARCH}
        where ${SEARCH} match ${search}`;
  const [row] = (await query.execute(db)).rows;
  return Number(row?.count ?? 0);
};
