import { DEVICE_ONLINE, type DeviceStatistics } from '@retail/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { type OwnedTable, scoped, type ScopeView, untyped } from '../../scope/scoped-db';

// The dashboard's devices card: every figure counted through the caller's data scope (the
// devices and aisles of their organisation and below, narrowed by the selectors), from the
// tables as they are — the sweep keeps `online_state` true, the ledger keeps aisle stock.

type Counted = { count: number | string | null; amount?: number | string | null };

/** Local midnight today (the server's time zone, like every date of the API). */
const startOfToday = (nowMs: number): number => {
  const day = new Date(nowMs);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

export const deviceStatistics = async (
  db: Db,
  scope: Scope,
  view: ScopeView,
): Promise<DeviceStatistics> => {
  const s = scoped(db, scope, view);
  const [states, low, sales] = await Promise.all([
    s
      .selectFrom('device' as OwnedTable)
      .select(['onlineState' as never, sql<number>`count(*)`.as('count')])
      .groupBy('onlineState' as never)
      .execute() as Promise<({ onlineState: number } & Counted)[]>,
    s
      .selectFrom('deviceAisle' as OwnedTable)
      .select(sql<number>`count(*)`.as('count'))
      .where('lowStock' as never, '=', 1 as never)
      .executeTakeFirst() as Promise<Counted | undefined>,
    untyped(db)
      .selectFrom('vendingSale')
      .innerJoin('device', 'device.id', 'vendingSale.deviceId')
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(vending_sale.price * vending_sale.quantity), 0)`.as('amount'),
      ])
      .where(s.where('device') as never)
      .where('vendingSale.at', '>=', startOfToday(scope.nowMs))
      .executeTakeFirst() as Promise<Counted | undefined>,
  ]);
  const byState = new Map(states.map((row) => [Number(row.onlineState), Number(row.count)]));
  const count = (state: number) => byState.get(state) ?? 0;
  return {
    devices: {
      total: [...byState.values()].reduce((sum, value) => sum + value, 0),
      online: count(DEVICE_ONLINE.online),
      offline: count(DEVICE_ONLINE.offline),
      fault: count(DEVICE_ONLINE.fault),
      never: count(DEVICE_ONLINE.never),
    },
    lowStockAisles: Number(low?.count ?? 0),
    salesToday: { count: Number(sales?.count ?? 0), amount: Number(sales?.amount ?? 0) },
  };
};
