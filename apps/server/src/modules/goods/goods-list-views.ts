import { type Expression, type SqlBool, sql } from 'kysely';
import { containsText } from '../../lib/text-match';
import { scopeFiltersBypassed } from '../../scope/scope';
import { scopeCondition, type ScopeView } from '../../scope/scoped-db';
import type { GoodsQuery } from './goods-query';
import { type TenantRange, tenantRangeOf } from './goods-search';

// What the goods lists' reads (goods-list-reads.ts) know of a view and a filter: which views
// may leave the path range out, and the filters as conditions on `goods`.

/** A view plain enough that its organisation-path range can be left out of the SQL. */
export const plainView = (view: ScopeView): boolean =>
  !view.empty && !view.organIds && !view.alsoAt?.length && !scopeFiltersBypassed();

/**
 * The view is its tenant's whole tree: every goods of the tenant is under the tenant's root
 * (owner columns are always derived), so `tenant_id = …` alone is the same condition, and
 * unlike the path range it leaves the (tenant_id, …, id) indexes whole for the order by id
 * (checking the path on each goods was most of a deep page's time: 12 → 3 ms for page 5000).
 */
export const wholeTenant = (view: ScopeView): view is ScopeView & { tenantId: number } => {
  if (view.tenantId === null || !plainView(view)) return false;
  const parts = view.organPath.split('/');
  return parts.length === 4 && parts[2] === String(view.tenantId);
};

/**
 * A search of a view within one tenant reads the tenant's range of the index keyed by tenant
 * (0203-goods-search-by-tenant) instead of every tenant's matches.
 */
export const searchRangeOf = (view: ScopeView): TenantRange | undefined =>
  view.tenantId !== null && !view.empty && !view.alsoAt?.length && !scopeFiltersBypassed()
    ? tenantRangeOf(view.tenantId)
    : undefined;

/** The view's condition on goods, `tenant_id = …` alone when that is the same. */
export const viewCondition = (view: ScopeView): Expression<SqlBool> =>
  wholeTenant(view)
    ? sql<SqlBool>`"goods"."tenant_id" = ${view.tenantId}`
    : scopeCondition(view, 'goods');

/** The filters as conditions on `goods`; every one is an indexed column (or the name). */
export const filterConditions = (filter: GoodsQuery, name: boolean): Expression<SqlBool>[] => {
  const column = (name: string, value: unknown) => sql<SqlBool>`${sql.ref(name)} = ${value}`;
  const conditions: Expression<SqlBool>[] = [];
  if (filter.goodsId) conditions.push(column('goods.id', filter.goodsId));
  if (name && filter.goodsName) conditions.push(containsText('goods.goodsName', filter.goodsName));
  if (filter.goodsCode) conditions.push(column('goods.goodsCode', filter.goodsCode));
  if (filter.goodsTypeId) conditions.push(column('goods.goodsTypeId', filter.goodsTypeId));
  if (filter.brandId) conditions.push(column('goods.brandId', filter.brandId));
  if (filter.status !== undefined && filter.status !== null)
    conditions.push(column('goods.status', filter.status));
  if (filter.atStore) conditions.push(filter.atStore);
  return conditions;
};

/** The goods table as paged by default (`pageRows`). */
export const GOODS = sql`"goods"`;

export const and = (conditions: readonly Expression<SqlBool>[]): Expression<SqlBool> =>
  conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
