import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { ORGAN_ID_LIMIT, ORGAN_ROWID_SPAN } from '../db/migrations/goods-search-by-organ';
import type { ListTextIndex } from '../db/migrations/list-text-index';
import { readPlannedWithValues } from '../db/planned-read';
import { type KeyedSearch, ORDERED_KEYS, type OrganRun, runsOfIds } from '../db/organ-keyed-search';
import { containsLowered, trigramPhraseOf, trigramsOf } from '../lib/text-match';
import { scopeFiltersBypassed } from '../scope/scope';
import { scopeCondition, type ScopeView, untyped } from '../scope/scoped-db';
import { isWholePlatform, isWholeTenant, tenantIdsOf } from './list-page';

// A registry list's "contains" filters answered by its text index (issue 15 goal 3;
// db/migrations/list-text-index.ts), for each text of three characters or more (a trigram);
// shorter texts stay `containsText` on the rows. The rows are narrowed to the index's matches
// (`id in …`) and the other filters apply to them.
// - SQLite: each text is one phrase of the FTS5 query. With nothing else narrowing the list,
//   its count and its page's ids come from the index alone, in the rowid ranges of the view's
//   organisations (`list-text-page.ts`).
// - PostgreSQL: each text is `containsLowered` on the list's side table (its texts lowered,
//   its trigram indexes, 0228), within the view's tenant when the view has one; the row-level wall on the list's own
//   table still decides which of the matches the caller sees.

const indexed = new WeakMap<Db, Map<string, Promise<boolean>>>();

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Whether the database has the text index (migrated), asked once per table; a failed question
 * is asked again next time.
 */
const hasIndex = (db: Db, table: string): Promise<boolean> => {
  let tables = indexed.get(db);
  if (!tables) indexed.set(db, (tables = new Map()));
  let found = tables.get(table);
  if (!found) {
    found = (
      isPostgres(db)
        ? sql<{ found: boolean }>`select to_regclass(${table}) is not null as found`
            .execute(db)
            .then((result) => result.rows[0]?.found === true)
        : sql<{ found: number }>`select 1 as found from sqlite_master
            where type = 'table' and name = ${table}`
            .execute(db)
            .then((result) => result.rows.length > 0)
    ).catch((error: unknown) => {
      tables?.delete(table);
      throw error;
    });
    tables.set(table, found);
  }
  return found;
};

/**
 * The filter's texts the index answers: the rows it matches (`id in …`), the fields it takes
 * over, and on SQLite its FTS5 query (for a page from the index alone).
 */
export type ListTextSearch = {
  matches: Expression<SqlBool>;
  fields: readonly string[];
  search?: KeyedSearch;
  /** SQLite: the texts' trigrams in any order (a superset of `search`'s matches), if it differs. */
  trigrams?: KeyedSearch;
  /** PostgreSQL: the side table and the texts its columns must contain (list-text-totals.ts). */
  side?: { table: string; texts: readonly (readonly [column: string, text: string])[] };
  /**
   * PostgreSQL, a tenant's whole tree or the platform's view of every tenant: the matches counted
   * on the side table alone, to `limit`.
   */
  tenantCount?: (limit?: number) => Promise<number>;
  /**
   * PostgreSQL: the ids of the side table's matches (of the view's tenant when `postgresMatches`
   * narrows to it), `limit` at most, unless the planner guesses many; the list's own rows decide
   * which of them the caller sees.
   */
  sideIds?: (limit: number) => Promise<number[] | undefined>;

  /** SQLite: what the index's rowids start with (list-text-index.ts). */
  key?: ListTextIndex['key'];
  /** SQLite: the view's runs of index keys (`keyRunsOfView`), when its rows are exactly those. */
  runs?: OrganRun[];
};

/** SQLite: a view of more runs than this matches over the whole index (a statement part a run). */
export const RUNS_MATCHED_APART = 200;

/**
 * SQLite: the rows the FTS5 query matches, read in the rowid ranges of the view's runs of
 * organisations when it has them (a subtree's totals read its own matches, not every match
 * of the tenant: 174 → 2–4 ms for a common text, bench/README.md), else whatever their
 * organisation.
 */
const sqliteMatches = (
  search: KeyedSearch,
  runs: readonly OrganRun[] | undefined,
): Expression<SqlBool> => {
  const index = sql.table(search.index);
  const id = sql`${index}."rowid" % ${sql.raw(String(ORGAN_ROWID_SPAN))}`;
  if (!runs || runs.length === 0 || runs.length > RUNS_MATCHED_APART)
    return sql<SqlBool>`id in (select ${id} from ${index} where ${index} match ${search.match})`;
  const span = BigInt(ORGAN_ROWID_SPAN);
  const parts = runs.map(
    ({ low, high }) => sql`select ${id} from ${index} where ${index} match ${search.match}
      and ${index}."rowid" between ${sql.raw(String(BigInt(low) * span))}
      and ${sql.raw(String((BigInt(high) + 1n) * span - 1n))}`,
  );
  return sql<SqlBool>`id in (${sql.join(parts, sql` union all `)})`;
};

/**
 * PostgreSQL: the side table's rows that contain the texts, of the view's tenant when it has one
 * (not with the scope's conditions off: the wall alone decides then, and the view's rows from
 * above, `alsoAt`, may be another tenant's).
 */
const sideConditions = (
  table: string,
  texts: readonly (readonly [column: string, text: string])[],
  view: ScopeView,
): Expression<SqlBool>[] => [
  ...(view.tenantId !== null && !view.alsoAt?.length && !scopeFiltersBypassed()
    ? [sql<SqlBool>`${sql.ref(`${table}.tenant_id`)} = ${view.tenantId}`]
    : []),
  ...texts.map(([column, text]) => containsLowered(`${table}.${column}`, text)),
];

/** PostgreSQL: the list's rows among the side table's matches. */
const postgresMatches = (
  table: string,
  texts: readonly (readonly [column: string, text: string])[],
  view: ScopeView,
): Expression<SqlBool> =>
  sql<SqlBool>`id in (select ${sql.ref(`${table}.id`)} from ${sql.table(table)}
    where ${sql.join(sideConditions(table, texts, view), sql` and `)})`;

/** PostgreSQL: past this many matches guessed, a search's ids are not read first. */
const SIDE_GUESS = 20_000;

/**
 * PostgreSQL: the side table's matches' ids, `limit` at most (its trigram indexes), or undefined
 * when the planner guesses more than SIDE_GUESS matches: its index reads every match before the
 * limit applies (100,000 of "delta" in 20–36 ms), which a common text's page, walked newest
 * first, does not need. It guessed 60 for a text of one row and 6,064 for one of 121 rows, and
 * 103,000 for one of 100,000.
 */
const sideIdsOf = async (
  db: Db,
  table: string,
  texts: readonly (readonly [column: string, text: string])[],
  view: ScopeView,
  limit: number,
): Promise<number[] | undefined> => {
  const matches = sql`select ${sql.ref(`${table}.id`)} as "id" from ${sql.table(table)}
    where ${sql.join(sideConditions(table, texts, view), sql` and `)}`;
  const [plan] = await readPlannedWithValues(
    db,
    sql<{
      'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
    }>`explain (format json) ${matches}`.compile(db),
  );
  if ((plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0) > SIDE_GUESS) return undefined;
  // Planned with its text: a kept generic plan scanned the whole part for a rare one.
  const rows = await readPlannedWithValues(
    db,
    sql<{ id: number | string }>`${matches} limit ${limit}`.compile(db),
  );
  return rows.map((row) => Number(row.id));
};

export const listTextSearchOf = async (
  db: Db,
  index: ListTextIndex | undefined,
  filter: Readonly<Record<string, unknown>>,
  view: ScopeView,
): Promise<ListTextSearch | undefined> => {
  if (!index) return undefined;
  // SQLite's index keyed by tenant serves a tenant's whole tree and the platform's view of every
  // tenant; a subtree reads its own rows.
  if (index.key === 'tenant' && !isPostgres(db) && !isWholeTenant(view) && !isWholePlatform(view))
    return undefined;
  const texts: [column: string, text: string][] = [];
  const phrases: string[] = [];
  const fields: string[] = [];
  for (const [field, column] of Object.entries(index.columns)) {
    const value = filter[field];
    const phrase = typeof value === 'string' ? trigramPhraseOf(value) : undefined;
    if (!phrase) continue;
    // Three characters or more (a trigram), as `trigramPhraseOf` found.
    texts.push([column, value as string]);
    phrases.push(`${column} : ${phrase}`);
    fields.push(field);
  }
  if (fields.length === 0 || !(await hasIndex(db, index.table))) return undefined;
  if (isPostgres(db))
    return {
      matches: postgresMatches(index.table, texts, view),
      fields,
      side: { table: index.table, texts },
      sideIds: (limit: number) => sideIdsOf(db, index.table, texts, view, limit),
      ...(isWholeTenant(view) || isWholePlatform(view)
        ? { tenantCount: (limit?: number) => sideTableCount(db, index.table, texts, view, limit) }
        : {}),
    };
  const search = { index: index.table, match: phrases.join(' AND ') };
  // Each text's trigrams in any order, when one text is longer than a trigram (list-text-page.ts).
  const trigrams = texts.some(([, text]) => trigramsOf(text))
    ? {
        index: index.table,
        match: texts
          .flatMap(([column, text]) =>
            (trigramsOf(text) ?? [trigramPhraseOf(text) as string]).map(
              (trigram) => `${column} : ${trigram}`,
            ),
          )
          .join(' AND '),
      }
    : undefined;
  const runs = await keyRunsOfView(db, index.key, view);
  return {
    matches: sqliteMatches(search, runs),
    fields,
    search,
    key: index.key,
    ...(runs ? { runs } : {}),
    ...(trigrams ? { trigrams } : {}),
  };
};

/**
 * PostgreSQL: how many of a whole tenant's rows contain the texts, counted on the side table
 * alone (its trigram indexes; under the wall the list's own count probes the side table once
 * per row of the tenant: 1.3–1.5 s for a common word at 500,000 rows). Only for a view that is
 * its tenant's whole tree, or the platform's view of every tenant, which the wall lets wholly
 * through, as the goods' name count does (docs/security.md): the platform's parts counted
 * 10,000 of a tenant's matches under the wall in 894 ms.
 */
const sideTableCount = async (
  db: Db,
  table: string,
  texts: readonly (readonly [column: string, text: string])[],
  view: ScopeView,
  limit?: number,
): Promise<number> => {
  const conditions = sideConditions(table, texts, view);
  const matches = sql`select 1 from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}${
    limit === undefined ? sql`` : sql` limit ${limit}`
  }`;
  const { rows } = await sql<{ count: string | number }>`select count(*) as "count"
    from (${matches}) as "matches"`.execute(db);
  return Number(rows[0]?.count ?? 0);
};

/** The filter without the fields the index answers. */
export const withoutTextFields = <F extends object>(filter: F, text?: ListTextSearch): F =>
  text
    ? ({ ...filter, ...Object.fromEntries(text.fields.map((field) => [field, undefined])) } as F)
    : filter;

/** The rows the index matches. */
export const textMatchCondition = ({ matches }: ListTextSearch): Expression<SqlBool> => matches;

/**
 * The view's runs of index keys: its organisations as runs of ids (its tenant for an index keyed
 * by tenant, when the view is the tenant's whole tree; for the platform's view of every tenant,
 * each tenant when they are a few, read each in its ids' order, else every key the index may
 * hold), or undefined when the view's rows are not exactly those (rows shared from above, the
 * scope's conditions off: the isolation suite's wall-only run).
 */
export const keyRunsOfView = async (
  db: Db,
  key: ListTextIndex['key'],
  view: ScopeView,
): Promise<OrganRun[] | undefined> => {
  if (key === 'tenant') {
    if (isWholePlatform(view)) {
      // Every tenant owns its root organisation.
      const tenants = await tenantIdsOf(db, 'organ');
      return tenants.length <= ORDERED_KEYS
        ? tenants.map((tenant) => ({ low: tenant, high: tenant }))
        : [{ low: 0, high: ORGAN_ID_LIMIT - 1 }];
    }
    return isWholeTenant(view) && view.tenantId !== null
      ? [{ low: view.tenantId, high: view.tenantId }]
      : undefined;
  }
  if (view.empty || view.alsoAt?.length || scopeFiltersBypassed()) return undefined;
  const rows = (await untyped(db)
    .selectFrom('organ')
    .where(scopeCondition(view, 'organ'))
    .select('organ.id')
    .orderBy('organ.id')
    .execute()) as { id: number }[];
  return runsOfIds(rows.map(({ id }) => Number(id)));
};
