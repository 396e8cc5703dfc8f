import {
  PAY_ORDER_STATE,
  PAY_STATEMENT_MAX_DAYS,
  type PayStatementFilter,
  type PayStatementRow,
  REFUND_ORDER_STATE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../scope/scope';
import { scopeCondition, untyped, viewOf } from '../../scope/scoped-db';
import { ORDER, REFUND } from './pay-rows';

// Statements per store and per vending device (docs/payments.md): over a range of days, from
// the caller's own pay and refund rows (their scope), what orders paid those days took, what
// refunds that succeeded those days gave back (whatever the order's day), and the net, in
// integer cents — the rule of the finance statements, grouped by where the payment was taken.

const DAY_MS = 86_400_000;

type Group = 'storeId' | 'deviceId';
type Sums = { payCount: number; payAmount: number; refundCount: number; refundAmount: number };

const num = (value: unknown) => Number(value ?? 0);

/** 400 naming `from` when it is no date, `to` when the range runs backwards or passes 366 days. */
const rangeOf = (filter: PayStatementFilter) => {
  const start = Date.parse(`${filter.from}T00:00:00Z`);
  const days = (Date.parse(`${filter.to}T00:00:00Z`) - start) / DAY_MS;
  if (Number.isNaN(start)) throw new AppError(400, 'field.invalid', { field: 'from' });
  if (!(days >= 0 && days < PAY_STATEMENT_MAX_DAYS))
    throw new AppError(400, 'field.invalid', { field: 'to' });
  return { from: `${filter.from} 00:00:00`, to: `${filter.to} 23:59:59` };
};

export const createPayStatements = ({ db }: { db: Db }) => {
  /** Paid and refunded sums per store or device id (null: taken without one). */
  const sumsBy = async (scope: Scope, filter: PayStatementFilter) => {
    const group: Group = filter.by === 'store' ? 'storeId' : 'deviceId';
    const range = rangeOf(filter);
    const raw = untyped(db);
    const where = scopeCondition(viewOf(scope), 'o');
    let paid = raw
      .selectFrom(`${ORDER} as o`)
      .select((eb) => [
        `o.${group} as groupId`,
        eb.fn.countAll().as('payCount'),
        eb.fn.sum('o.amount').as('payAmount'),
      ])
      .where(where)
      .where('o.state', 'in', [PAY_ORDER_STATE.success, PAY_ORDER_STATE.refunded])
      .where('o.successTime', '>=', range.from)
      .where('o.successTime', '<=', range.to);
    let refunded = raw
      .selectFrom(`${REFUND} as r`)
      .innerJoin(`${ORDER} as o`, 'o.id', 'r.payOrderId')
      .select((eb) => [
        `o.${group} as groupId`,
        eb.fn.countAll().as('refundCount'),
        eb.fn.sum('r.refundAmount').as('refundAmount'),
      ])
      .where(where)
      .where('r.state', '=', REFUND_ORDER_STATE.success)
      .where('r.successTime', '>=', range.from)
      .where('r.successTime', '<=', range.to);
    if (filter.storeId) {
      paid = paid.where('o.storeId', '=', filter.storeId);
      refunded = refunded.where('o.storeId', '=', filter.storeId);
    }
    if (filter.mchNo) {
      paid = paid.where('o.mchNo', '=', filter.mchNo);
      refunded = refunded.where('o.mchNo', '=', filter.mchNo);
    }
    const sums = new Map<number | null, Sums>();
    const entry = (id: unknown) => {
      const key = id === null || id === undefined ? null : num(id);
      const found = sums.get(key) ?? { payCount: 0, payAmount: 0, refundCount: 0, refundAmount: 0 };
      sums.set(key, found);
      return found;
    };
    for (const row of await paid.groupBy(`o.${group}`).execute()) {
      const sum = entry(row.groupId);
      sum.payCount += num(row.payCount);
      sum.payAmount += num(row.payAmount);
    }
    for (const row of await refunded.groupBy(`o.${group}`).execute()) {
      const sum = entry(row.groupId);
      sum.refundCount += num(row.refundCount);
      sum.refundAmount += num(row.refundAmount);
    }
    return { group, sums };
  };

  /** The statement's rows, stores (or devices) by id, then the orders taken without one. */
  const rows = async (scope: Scope, filter: PayStatementFilter): Promise<PayStatementRow[]> => {
    const { group, sums } = await sumsBy(scope, filter);
    const ids = [...sums.keys()].filter((id): id is number => id !== null);
    const raw = untyped(db);
    const devices = new Map<number, { innerCode: string; name: string; storeId: number | null }>();
    if (group === 'deviceId' && ids.length > 0)
      for (const d of await raw
        .selectFrom('device')
        .select(['id', 'innerCode', 'name', 'storeId'])
        .where('id', 'in', ids)
        .execute())
        devices.set(num(d.id), d);
    const storeIds =
      group === 'storeId'
        ? ids
        : [...devices.values()].map((d) => d.storeId).filter((id): id is number => id !== null);
    const stores = new Map<number, string>();
    if (storeIds.length > 0)
      for (const s of await raw
        .selectFrom('store')
        .select(['id', 'storeName'])
        .where('id', 'in', [...new Set(storeIds)])
        .execute())
        stores.set(num(s.id), String(s.storeName));
    const order = [...ids].sort((a, b) => a - b);
    if (sums.has(null)) order.push(null as unknown as number);
    return order.map((id) => {
      const sum = sums.get(id) as Sums;
      const device = group === 'deviceId' && id !== null ? devices.get(id) : undefined;
      const storeId = group === 'storeId' ? id : (device?.storeId ?? null);
      return {
        key: `${group === 'storeId' ? 'store' : 'device'}:${id ?? 'none'}`,
        storeId,
        storeName: storeId === null ? null : (stores.get(storeId) ?? null),
        deviceId: group === 'deviceId' ? id : null,
        deviceCode: device?.innerCode ?? null,
        deviceName: device?.name ?? null,
        ...sum,
        netAmount: sum.payAmount - sum.refundAmount,
      };
    });
  };

  /** One page of the rows (the export pages through them too). */
  const list = async (
    scope: Scope,
    filter: PayStatementFilter,
    page: { pageSize: number; pageNum: number },
  ) => {
    const all = await rows(scope, filter);
    const start = (page.pageNum - 1) * page.pageSize;
    return {
      entities: all.slice(start, start + page.pageSize),
      totalCount: all.length,
      pageSize: page.pageSize,
      currentPage: page.pageNum,
    };
  };

  return { list };
};
