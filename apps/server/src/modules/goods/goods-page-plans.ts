import { type RawBuilder, sql } from 'kysely';

// SQLite: how a subtree's plain goods page (no filter but a status) finds its ids, newest first
// (goods-list-reads.ts, plainPage). Three plans, chosen by what the goods counters say exactly:
// - walk: the tenant's goods newest first on (tenant_id[, status], id, organ_path), testing
//   the path on each entry, until the page is passed: cheap when the subtree holds most of them;
// - sort: the subtree's ids, one range of (tenant_id[, status], organ_path, id), sorted;
// - merge: each organisation's newest ids (the same index, one path: already in id order, read
//   only as far as the page reaches), merged: cheap for a store or a small subtree, however many
//   goods its tenant holds.
// Only the page's rows are then read whole.

/**
 * Reading ids from a range and sorting them costs about this many steps of a walk newest
 * first (measured at 1M goods: 0.17–0.3 µs a sorted id against 0.07–0.15 µs a walked one).
 */
const SORTED_ID_STEPS = 2;

/** A merge of more organisations than this is one statement too many arms long. */
const MERGED_ORGANS_MAX = 64;

/** An organisation of the view that owns goods (of the status), from the counters. */
export type OrganCount = { organPath: string; count: number };

export type PagePlan = 'walk' | 'sort' | 'merge';

/**
 * The cheapest plan for `reach` rows (the page's last row's position) of a subtree holding
 * `inScope` of its tenant's `inTenant` goods, in `organs` (when known), and its cost in steps
 * of a walk (index entries passed).
 */
export const pagePlanOf = (
  reach: number,
  inScope: number,
  inTenant: number,
  organs?: readonly OrganCount[],
): { plan: PagePlan; steps: number } => {
  const passed = Math.min(reach, inScope);
  const costs: Record<PagePlan, number> = {
    walk: (passed * inTenant) / Math.max(1, inScope),
    sort: SORTED_ID_STEPS * inScope,
    merge:
      organs && organs.length <= MERGED_ORGANS_MAX
        ? SORTED_ID_STEPS *
          organs.reduce((sum, organ) => sum + Math.min(reach, organ.count), organs.length)
        : Number.POSITIVE_INFINITY,
  };
  const plan = (Object.keys(costs) as PagePlan[]).reduce((best, next) =>
    costs[next] < costs[best] ? next : best,
  );
  return { plan, steps: costs[plan] };
};

/**
 * The goods index that holds a tenant's organisation-path ranges with their ids (0009-goods),
 * and the same by status (0223-goods-status-in-scope): a subtree's ids are one range of it, an
 * organisation's ids one run of it, in id order.
 */
export const pathRangeIndex = (status: number | undefined) =>
  sql.raw(
    status === undefined
      ? '"goods_tenant_id_organ_path_id_idx"'
      : '"goods_tenant_id_status_organ_path_id_idx"',
  );

/**
 * The ids of one page merged from each organisation's newest `offset + limit` ids (a query of
 * ids: `select "id" …`). `organs` is not empty.
 */
export const mergedPageIds = (
  tenantId: number,
  status: number | undefined,
  organs: readonly OrganCount[],
  { limit, offset }: { limit: number; offset: number },
): RawBuilder<{ id: number }> => {
  const ofStatus = status === undefined ? sql`` : sql` and "goods"."status" = ${status}`;
  const arms = organs.map(
    ({ organPath }) => sql`select "id" from (select "goods"."id" from "goods"
      indexed by ${pathRangeIndex(status)}
      where "goods"."tenant_id" = ${tenantId}${ofStatus} and "goods"."organ_path" = ${organPath}
      order by "goods"."id" desc limit ${offset + limit})`,
  );
  return sql`select "id" from (${sql.join(arms, sql` union all `)})
    order by "id" desc limit ${limit} offset ${offset}`;
};
