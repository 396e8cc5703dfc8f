import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { ORGAN_ROWID_SPAN } from '../db/migrations/goods-search-by-organ';
import type { ListTextIndex } from '../db/migrations/list-text-index';
import {
  type KeyedSearch,
  keyedSearchCount,
  keyedSearchIds,
  type OrganRun,
  runsOfIds,
} from '../db/organ-keyed-search';
import { trigramPhraseOf } from '../lib/text-match';
import { scopeFiltersBypassed } from '../scope/scope';
import { scopeCondition, type ScopeView, untyped } from '../scope/scoped-db';
import type { Span } from './list-page';

// A registry list's "contains" filters answered by its text index (SQLite, issue 15 goal 3;
// db/migrations/list-text-index.ts): each text of three characters or more becomes one phrase
// of the FTS5 query, the rows matched by the index alone. With nothing else narrowing the list,
// its count and its page's ids come from the index, in the rowid ranges of the view's
// organisations; otherwise the rows are narrowed to the index's matches (`id in …`) and the
// other filters apply to them. Shorter texts stay `containsText` on the rows.

const indexed = new WeakMap<Db, Map<string, Promise<boolean>>>();

/** Whether the database has the text index (SQLite, migrated), asked once per table. */
const hasIndex = (db: Db, table: string): Promise<boolean> => {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return Promise.resolve(false);
  let tables = indexed.get(db);
  if (!tables) indexed.set(db, (tables = new Map()));
  let found = tables.get(table);
  if (!found) {
    found = sql<{ found: number }>`select 1 as found from sqlite_master
      where type = 'table' and name = ${table}`
      .execute(db)
      .then((result) => result.rows.length > 0);
    tables.set(table, found);
  }
  return found;
};

/** The filter's texts the index answers: its FTS5 query and the fields it takes over. */
export type ListTextSearch = { search: KeyedSearch; fields: readonly string[] };

export const listTextSearchOf = async (
  db: Db,
  index: ListTextIndex | undefined,
  filter: Readonly<Record<string, unknown>>,
): Promise<ListTextSearch | undefined> => {
  if (!index) return undefined;
  const phrases: string[] = [];
  const fields: string[] = [];
  for (const [field, column] of Object.entries(index.columns)) {
    const value = filter[field];
    const phrase = typeof value === 'string' ? trigramPhraseOf(value) : undefined;
    if (!phrase) continue;
    phrases.push(`${column} : ${phrase}`);
    fields.push(field);
  }
  if (phrases.length === 0 || !(await hasIndex(db, index.table))) return undefined;
  return { search: { index: index.table, match: phrases.join(' AND ') }, fields };
};

/** The filter without the fields the index answers. */
export const withoutTextFields = <F extends object>(filter: F, text?: ListTextSearch): F =>
  text
    ? ({ ...filter, ...Object.fromEntries(text.fields.map((field) => [field, undefined])) } as F)
    : filter;

/** The rows the index matches (whatever their organisation). */
export const textMatchCondition = ({ search }: ListTextSearch): Expression<SqlBool> => {
  const index = sql.table(search.index);
  return sql<SqlBool>`id in (select ${index}."rowid" % ${sql.raw(String(ORGAN_ROWID_SPAN))}
    from ${index} where ${index} match ${search.match})`;
};

/**
 * The organisations of the view as runs of ids, or undefined when the view's rows are not
 * exactly its organisations' (rows shared from above, the scope's conditions off: the
 * isolation suite's wall-only run).
 */
export const organRunsOfView = async (db: Db, view: ScopeView): Promise<OrganRun[] | undefined> => {
  if (view.empty || view.alsoAt?.length || scopeFiltersBypassed()) return undefined;
  const rows = (await untyped(db)
    .selectFrom('organ')
    .where(scopeCondition(view, 'organ'))
    .select('organ.id')
    .orderBy('organ.id')
    .execute()) as { id: number }[];
  return runsOfIds(rows.map(({ id }) => Number(id)));
};

/** A list page's count and ids from the index alone, over the view's organisations. */
export const textIndexPage = (
  db: Db,
  text: ListTextSearch,
  runs: readonly OrganRun[],
  newestFirst: boolean,
) => ({
  total: () => keyedSearchCount(db, text.search, runs),
  ids: (span: Span) =>
    keyedSearchIds(db, text.search, runs, {
      limit: span.limit,
      offset: span.offset,
      descending: newestFirst !== span.reversed,
    }),
});
