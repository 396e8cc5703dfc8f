import { LIST_COUNT_CAP, type PageQuery } from '@retail/contract';
import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { AppError } from '../lib/app-error';
import { isUniqueViolation } from '../lib/db-errors';
import type { Page } from '../lib/route';
import type { Scope } from '../scope/scope';
import {
  type AnySelect,
  countOf,
  fetchListPage,
  isWholePlatform,
  isWholeTenant,
  listCondition,
  type Span,
  tenantIdsOf,
} from './list-page';
import type { ListTextIndex } from '../db/migrations/list-text-index';
import {
  type ListTextSearch,
  listTextSearchOf,
  textMatchCondition,
  withoutTextFields,
} from './list-text-search';
import { RECHECKED, textPageOf } from './list-text-page';
import { given, type KeptFilter, type TextSumsFilter } from './resource-row-counts';
import { type CountedValue, countedRows, countedValueRows } from './row-counts';
import { textTotalsOf } from './list-text-totals';
import { keptTotalsOf, type TotalColumn, totalsOf } from './resource-totals';
import {
  findOwnedOr404,
  narrowScope,
  notFound,
  type OwnedTable,
  ownedInsert,
  resolveOwner,
  type ScopeFilter,
  type ScopeView,
  scoped,
  scopedDelete,
  scopedUpdate,
  untyped,
  viewOf,
} from '../scope/scoped-db';

// The list/query-for-list/edit/remove calls every catalogue screen shares (brands, categories,
// boards, tags…): scope, paging, owner checks and unique clashes in one place.

/** query-for-list answers at most this many rows (a selector or a tree, not an export). */
export const QUERY_FOR_LIST_LIMIT = 5000;

/** A foreign key refused a delete: something still points at the row. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
};

export type { AnySelect };

export type CatalogueConfig<
  T extends OwnedTable,
  F extends ScopeFilter,
  E extends { id?: number | undefined; organId?: number | undefined },
  R,
> = {
  table: T;
  /** The filter's own fields (scope selectors are applied already). */
  where?: (query: AnySelect, filter: F) => AnySelect;
  /** Columns of the list order, ascending; id last keeps pages stable. */
  orderBy: readonly string[];
  /** The sums of the list's header totals, beside its count (resources/resource-totals.ts). */
  totals?: Record<string, TotalColumn>;
  /** Ids descending after `orderBy`: the newest first (ledgers). */
  newestFirst?: boolean;
  /** What a read sees beyond the caller's scope (shared rows: resources/shared-scope.ts). */
  reach?: (scope: Scope, view: ScopeView) => ScopeView;
  /** The columns to write, after checking what the body refers to (404 for unseen ids). */
  values: (scope: Scope, body: E) => Promise<Record<string, unknown>>;
  /** Rows as the API answers them (names of referenced records, money…), in one batch. */
  records: (scope: Scope, rows: Selectable<Database[T]>[]) => Promise<R[]>;
  /**
   * The table's rows are counted by organisation (db/migrations/row-counts.ts): a list whose
   * filter names nothing beyond the scope selectors takes its total from the counters.
   */
  rowCounts?: {
    table: string;
    unfiltered: (filter: F) => boolean;
    /** The one exact filter counted by value that alone narrows the list, if so. */
    byValue?: (filter: F) => CountedValue | undefined;
    /** Whether the kept sums answer the header totals (and by which state or value), if so. */
    keptSums?: (filter: F) => KeptFilter | undefined;
    /** Whether a search's totals may be read beside its matches (the filter without its texts). */
    textSums?: (rest: F) => TextSumsFilter | undefined;
  };
  /** The "contains" filters' text index (SQLite: list-text-search.ts). */
  textIndex?: ListTextIndex;
  /** Checks before a remove (children, state); throws a 400 to refuse. */
  beforeRemove?: (scope: Scope, row: Selectable<Database[T]>) => Promise<void>;
  /** A unique index refused the row (a duplicate): the 400 to answer. */
  clash?: (body: E) => AppError;
  /** A foreign key refused the remove (the row is still used): the 400 to answer. */
  inUse?: () => AppError;
};

export const createCatalogueCrud = <
  T extends OwnedTable,
  F extends ScopeFilter,
  E extends { id?: number | undefined; organId?: number | undefined },
  R,
>(
  db: Db,
  config: CatalogueConfig<T, F, E, R>,
) => {
  const { table } = config;
  const reach = config.reach ?? ((_scope: Scope, view: ScopeView) => view);

  const viewOfFilter = async (scope: Scope, filter: F) =>
    reach(scope, await narrowScope(db, scope, filter));
  /** The rows the filter matches in the caller's scope: what the list, every match and totals read. */
  const textOf = (filter: F, view: ScopeView) =>
    listTextSearchOf(db, config.textIndex, filter, view);
  const matching = async (
    scope: Scope,
    filter: F,
    view?: ScopeView,
    text?: ListTextSearch | null,
    tenant?: number,
  ): Promise<AnySelect> => {
    view ??= await viewOfFilter(scope, filter);
    text = text === undefined ? await textOf(filter, view) : text;
    // The scope's condition, or the tenant's alone when the same (the list's indexes); one
    // tenant's part of the platform's view of every tenant (`tenant`) is that tenant alone.
    let select = (untyped(db).selectFrom(table) as AnySelect).where(
      tenant !== undefined && isWholePlatform(view)
        ? sql<SqlBool>`tenant_id = ${tenant}`
        : listCondition(view),
    );
    // Texts the index answers are its matches; the other filters apply as declared.
    if (text) select = select.where(textMatchCondition(text));
    const rest = withoutTextFields(filter, text ?? undefined);
    return config.where ? config.where(select, rest) : select;
  };

  const idsOf = async (select: AnySelect) =>
    ((await select.select('id').execute()) as { id: number }[]).map((row) => Number(row.id));

  /** A "contains" search counts up to LIST_COUNT_CAP (and its page says when it stopped). */
  const capOf = (filter: F): number | undefined =>
    Object.keys(config.textIndex?.columns ?? {}).some((field) =>
      given((filter as Record<string, unknown>)[field]),
    )
      ? LIST_COUNT_CAP
      : undefined;
  /**
   * A page answered by the text index alone: nothing but its texts and the scope narrow it
   * (SQLite's index keyed by organisation; on PostgreSQL the rows are narrowed by its matches).
   */
  const textPage = async (
    scope: Scope,
    filter: F,
    view: ScopeView,
    text: ListTextSearch | undefined,
    cap: number | undefined,
  ) => {
    const { rowCounts } = config;
    const rest = withoutTextFields(filter, text);
    if (!text?.search || config.orderBy.length > 0 || !rowCounts?.unfiltered(rest)) return;
    const { runs } = text;
    if (!runs) return undefined;
    const newestFirst = config.newestFirst ?? false;
    return textPageOf({
      db,
      phrases: text.search,
      trigrams: text.trigrams,
      runs,
      newestFirst,
      ...(cap === undefined ? {} : { countLimit: cap + 1 }),
      // A list without row counters (the audit log) counts the view's rows (an index's range).
      inView: async () =>
        (await countedRows(db, rowCounts.table, view)) ??
        countOf(await matching(scope, rest, view, null)),
      // A tenant's whole tree is read from its (tenant_id, id) index, every tenant's rows from
      // the table itself, in id order.
      walksInOrder: isWholeTenant(view) || isWholePlatform(view),
      // The candidates' rows with the texts as `like` finds them (no index: `null`).
      recheck: async (ids) =>
        ids.length === 0
          ? []
          : idsOf((await matching(scope, filter, view, null)).where('id', 'in', [...ids])),
      walk: async (span, budget) => {
        const direction = newestFirst !== span.reversed ? 'desc' : 'asc';
        // With a budget: the rows up to the budget's last in list order, if the view has more.
        const edge =
          budget === undefined
            ? undefined
            : ((await (
                await matching(scope, rest, view, null)
              )
                .select('id')
                .orderBy('id', direction)
                .limit(1)
                .offset(budget - 1)
                .executeTakeFirst()) as { id: number } | undefined);
        // Each row's texts tested as `like` (list-text-page.ts: a hundredth of a probe of the
        // index for the row).
        const rows = await matching(scope, filter, view, null);
        const ids = await idsOf(
          (edge ? rows.where('id', direction === 'desc' ? '>=' : '<=', edge.id) : rows)
            .orderBy('id', direction)
            .limit(span.limit)
            .offset(span.offset),
        );
        return edge && ids.length < span.limit ? undefined : ids;
      },
    });
  };
  /**
   * PostgreSQL: a search in a list in id order whose texts few rows hold (RECHECKED at most in
   * its side table, of the view's tenant): their ids read first, then those of them the list
   * shows (the wall and the other filters, or all of a tenant's whole tree narrowed by nothing
   * else: the wall lets them wholly through), ordered here. Planned as one statement, a walk of
   * the list's index newest first was chosen on a guess of thousands of matches (121 matches:
   * 465,792 entries read, 245 ms). More matches: the page is read as before.
   */
  const sidePage = async (
    scope: Scope,
    filter: F,
    view: ScopeView,
    text: ListTextSearch | undefined,
  ) => {
    if (!text?.sideIds || config.orderBy.length > 0) return undefined;
    const rest = withoutTextFields(filter, text);
    const whole = text.tenantCount !== undefined && config.rowCounts?.unfiltered(rest) === true;
    const candidates = await text.sideIds(RECHECKED + 1);
    if (!candidates || candidates.length > RECHECKED) return undefined;
    const shown =
      whole || candidates.length === 0
        ? candidates
        : await idsOf((await matching(scope, rest, view, null)).where('id', 'in', candidates));
    const newestFirst = config.newestFirst ?? false;
    const ordered = shown.sort((a, b) => (newestFirst ? b - a : a - b));
    return {
      total: async () => ordered.length,
      ids: async (span: Span) =>
        (span.reversed ? [...ordered].reverse() : ordered).slice(
          span.offset,
          span.offset + span.limit,
        ),
    };
  };
  const query = async (scope: Scope, filter: F, view?: ScopeView): Promise<AnySelect> => {
    let select = (await matching(scope, filter, view)).selectAll();
    for (const column of config.orderBy) select = select.orderBy(column);
    return select.orderBy('id', config.newestFirst ? 'desc' : 'asc');
  };

  const recordOf = async (scope: Scope, row: Selectable<Database[T]>): Promise<R> => {
    const [record] = await config.records(scope, [row]);
    if (record === undefined) throw notFound();
    return record;
  };

  return {
    list: async (scope: Scope, filter: F, page: PageQuery): Promise<Page<R>> => {
      const view = await viewOfFilter(scope, filter);
      const { rowCounts } = config;
      const text = await textOf(filter, view);
      const cap = capOf(filter);
      const fromIndex =
        (await sidePage(scope, filter, view, text)) ??
        (await textPage(scope, filter, view, text, cap));
      // The total from the row counters when nothing but the scope narrows the list, or from
      // the text index when nothing else does; the rows read by id within the scope alone.
      const rows = await fetchListPage<Selectable<Database[T]>>(
        untyped(db),
        fromIndex
          ? await matching(scope, withoutTextFields(filter, text), view, null)
          : await matching(scope, filter, view, text ?? null),
        { columns: config.orderBy, newestFirst: config.newestFirst ?? false },
        page,
        fromIndex?.total ??
          (async (limit) => {
            if (!rowCounts) return undefined;
            if (rowCounts.unfiltered(filter)) return countedRows(db, rowCounts.table, view);
            const value = rowCounts.byValue?.(filter);
            if (value) return countedValueRows(db, rowCounts.table, value, view);
            // Texts alone in a tenant's whole tree (PostgreSQL): counted on their side table.
            const rest = withoutTextFields(filter, text);
            return text?.tenantCount && rowCounts.unfiltered(rest)
              ? text.tenantCount(limit)
              : undefined;
          }),
        {
          ...(fromIndex ? { spanIds: fromIndex.ids } : {}),
          cap,
          // The platform's view of every tenant narrowed by a filter: each tenant's part read by
          // its own indexes (unfiltered, the table's newest ids are read across tenants at once).
          ...(!fromIndex && isWholePlatform(view) && !rowCounts?.unfiltered(filter)
            ? {
                parts: await Promise.all(
                  (await tenantIdsOf(untyped(db), table)).map((tenant) =>
                    matching(scope, filter, view, text ?? null, tenant),
                  ),
                ),
              }
            : {}),
        },
      );
      return {
        ...rows,
        entities: await config.records(scope, rows.entities as Selectable<Database[T]>[]),
      };
    },

    all: async (scope: Scope, filter: F): Promise<R[]> => {
      const rows = await (await query(scope, filter)).limit(QUERY_FOR_LIST_LIMIT).execute();
      return config.records(scope, rows as Selectable<Database[T]>[]);
    },

    /** The count and these sums over every row the list would show for the filter, unpaged. */
    totals: async (scope: Scope, filter: F): Promise<Record<string, number>> => {
      const view = await viewOfFilter(scope, filter);
      const sums = config.totals ?? {};
      const { rowCounts } = config;
      const kept = rowCounts?.keptSums?.(filter);
      const fromKept =
        kept && (await keptTotalsOf(db, rowCounts?.table ?? table, sums, view, kept));
      if (fromKept) return fromKept;
      // A search: beside its text index's matches when its texts alone narrow it (or its state,
      // its app).
      const text = (await textOf(filter, view)) ?? null;
      const sumsIndex = config.textIndex?.sumsIndex;
      const textKept =
        text && sumsIndex ? rowCounts?.textSums?.(withoutTextFields(filter, text)) : undefined;
      const fromText =
        text && sumsIndex && textKept
          ? await textTotalsOf(db, rowCounts?.table ?? table, sumsIndex, text, sums, view, textKept)
          : undefined;
      return fromText ?? totalsOf(await matching(scope, filter, view, text), sums);
    },

    edit: async (scope: Scope, body: E): Promise<R> => {
      // Owner and target first: a record outside the scope is a 404 whatever else is wrong.
      if (body.id === undefined) await resolveOwner(db, scope, { organId: body.organId });
      else await findOwnedOr404(db, scope, table, body.id);
      const values = await config.values(scope, body);
      try {
        const row =
          body.id === undefined
            ? await ownedInsert(db, scope, table, { ...values, organId: body.organId } as never)
            : await scopedUpdate(db, scope, table, body.id, {
                ...values,
                organId: body.organId,
              } as never);
        return await recordOf(scope, row);
      } catch (error) {
        if (config.clash && isUniqueViolation(error)) throw config.clash(body);
        throw error;
      }
    },

    remove: async (scope: Scope, id: number): Promise<void> => {
      const row = await findOwnedOr404(db, scope, table, id);
      await config.beforeRemove?.(scope, row);
      try {
        await scopedDelete(db, scope, table, id);
      } catch (error) {
        if (config.inUse && isForeignKeyViolation(error)) throw config.inUse();
        throw error;
      }
    },

    /** Every row among these ids the caller can see, by id (references of other records). */
    visibleByIds: async (scope: Scope, ids: readonly number[]) => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map<number, Selectable<Database[T]>>();
      const view = reach(scope, viewOf(scope));
      const rows = (await (
        scoped(db, scope, view).selectFrom(table).selectAll() as unknown as AnySelect
      )
        .where('id', 'in', unique)
        .execute()) as (Selectable<Database[T]> & { id: number })[];
      return new Map(rows.map((row) => [row.id, row as Selectable<Database[T]>]));
    },

    /** The row with this id when the caller can see it, else 404. */
    findOr404: (scope: Scope, id: number) => findOwnedOr404(db, scope, table, id),
  };
};

export type CatalogueCrud = ReturnType<typeof createCatalogueCrud>;
