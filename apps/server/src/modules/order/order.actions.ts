import {
  AFTER_SALE_WAY,
  CANCEL_TYPE,
  resources,
  STOCK_REASON,
  type Resource,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import { transitionHandler } from '../../resources/transition';
import { updatedStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, scoped, untyped } from '../../scope/scoped-db';
import type { AfterSales } from './after-sale.service';
import type { OrderFlow } from './order-flow.service';
import type { AfterSaleRow, OrderRow } from './order-reads';
import { moveStockOrFail } from './store-stock';

// The console's steps on orders, after-sales and store stock (registry actions): each checks
// the record is the caller's (404 otherwise), moves it by compare-and-set with a row of the
// state log, and does the domain's part in the same transaction.

const order = resources.order as unknown as Resource;
const refund = resources.refund as unknown as Resource;

const wayError = (way: number) =>
  new AppError(
    400,
    way === AFTER_SALE_WAY.refundOnly ? 'afterSale.isRefundOnly' : 'afterSale.isReturn',
    {
      field: 'way',
    },
  );

export const orderActions = (
  db: Db,
  deps: {
    flow: OrderFlow;
    afterSales: AfterSales;
  },
) => {
  const ship: ActionHandler = async (context) => {
    const { id, logisticsId, logisticsNo } = context.body as {
      id: number;
      logisticsId: number;
      logisticsNo: string;
    };
    // The order first: someone else's is a 404 whatever the company.
    await findOwnedOr404(db, context.scope, 'tradeOrder' as OwnedTable, id);
    const company = await scoped(db, context.scope)
      .selectFrom('logisticsCompany' as OwnedTable)
      .select('id')
      .where('id', '=', logisticsId)
      .executeTakeFirst();
    if (!company) throw new AppError(400, 'field.unknownReference', { field: 'logisticsId' });
    await transitionHandler(db, order, 'ship', async ({ trx, row }) => {
      const set = await deps.flow.shipment(trx, row as unknown as OrderRow, context.scope.nowMs);
      await untyped(trx)
        .updateTable('tradeOrder')
        .set({ ...set, logisticsId, logisticsNo })
        .where('id', '=', row.id)
        .execute();
    })(context);
    return [
      (await findOwnedOr404(
        db,
        context.scope,
        'tradeOrder' as OwnedTable,
        id,
      )) as unknown as ResourceRow,
    ];
  };

  const cancel: ActionHandler = async ({ scope, body }) => {
    const { id, remark } = body as { id: number; remark?: string | null };
    const row = (await findOwnedOr404(
      db,
      scope,
      'tradeOrder' as OwnedTable,
      id,
    )) as unknown as OrderRow;
    await deps.flow.cancel(
      { ...row, payPrice: Number(row.payPrice) },
      CANCEL_TYPE.admin,
      scope.userName,
      remark,
    );
    return [
      (await findOwnedOr404(db, scope, 'tradeOrder' as OwnedTable, id)) as unknown as ResourceRow,
    ];
  };

  const remark: ActionHandler = async ({ scope, body }) => {
    const { id, remark: text } = body as { id: number; remark: string };
    await findOwnedOr404(db, scope, 'tradeOrder' as OwnedTable, id);
    const row = (await untyped(db)
      .updateTable('tradeOrder')
      .set({ remark: text, ...updatedStamp(scope) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as ResourceRow;
    return [row];
  };

  /** An after-sale step whose effect also frees its lines, keeps a reason, or restocks. */
  const step = (
    action: string,
    effect: (
      trx: Db,
      row: AfterSaleRow,
      by: string,
      date: string,
      remark: string | null,
    ) => Promise<void>,
  ) =>
    (async (context) => {
      const remarkText = (context.body as { remark?: string | null }).remark ?? null;
      return transitionHandler(db, refund, action, ({ trx, before }) =>
        effect(
          trx,
          before as unknown as AfterSaleRow,
          context.scope.userName,
          formatDateTime(context.scope.nowMs),
          remarkText,
        ),
      )(context);
    }) satisfies ActionHandler;

  const refundActions = {
    agree: step('agree', async (_trx, row) => {
      if (row.way !== AFTER_SALE_WAY.refundOnly) throw wayError(row.way);
    }),
    agreeReturn: step('agreeReturn', async (_trx, row) => {
      if (row.way !== AFTER_SALE_WAY.returnAndRefund) throw wayError(row.way);
    }),
    reject: step('reject', async (trx, row, _by, _date, reason) => {
      await untyped(trx)
        .updateTable('tradeAfterSale')
        .set({ auditReason: reason })
        .where('id', '=', row.id)
        .execute();
      await deps.afterSales.freeLines(trx, row.id);
    }),
    receive: step('receive', async (trx, row, by, date) =>
      deps.afterSales.restock(trx, row, by, date),
    ),
    refuseParcel: step('refuseParcel', async (trx, row, _by, _date, reason) => {
      await untyped(trx)
        .updateTable('tradeAfterSale')
        .set({ auditReason: reason })
        .where('id', '=', row.id)
        .execute();
      await deps.afterSales.freeLines(trx, row.id);
    }),
    refund: (async ({ scope, body }) => {
      const { id } = body as { id: number };
      const row = (await findOwnedOr404(
        db,
        scope,
        'tradeAfterSale' as OwnedTable,
        id,
      )) as unknown as AfterSaleRow;
      await deps.afterSales.refund(row, scope.userName);
      return [
        (await findOwnedOr404(
          db,
          scope,
          'tradeAfterSale' as OwnedTable,
          id,
        )) as unknown as ResourceRow,
      ];
    }) satisfies ActionHandler,
  };

  /** Staff's change of what is on hand, with its reason; a repeated request key changes nothing. */
  const adjust: ActionHandler = async ({ scope, body }) => {
    const { id, change, reason, requestKey } = body as {
      id: number;
      change: number;
      reason: string;
      requestKey?: string | null;
    };
    await findOwnedOr404(db, scope, 'goodsStock' as OwnedTable, id);
    try {
      await db.transaction().execute(async (trx) => {
        if (requestKey) {
          const made = await untyped(trx)
            .selectFrom('goodsStockRecord')
            .select('id')
            .where('stockId', '=', id)
            .where('requestKey', '=', requestKey)
            .executeTakeFirst();
          if (made) return;
        }
        await moveStockOrFail(trx, id, {
          onHand: change,
          reserved: 0,
          reason: STOCK_REASON.adjust,
          remark: reason,
          requestKey: requestKey ?? null,
          by: scope.userName,
          date: formatDateTime(scope.nowMs),
        });
      });
    } catch (error) {
      // The same adjustment sent twice at once: the other one made it.
      if (!(requestKey && isUniqueViolation(error))) throw error;
    }
    return [
      (await findOwnedOr404(db, scope, 'goodsStock' as OwnedTable, id)) as unknown as ResourceRow,
    ];
  };

  return {
    order: { ship, cancel, remark },
    refund: refundActions,
    goodsStock: { adjust },
  };
};

/** A stock row's unit key (0 for the goods itself) and its remove rule. */
export const goodsStockHooks = (db: Db): ResourceHooks => ({
  prepare: async (_scope, values) => ({
    unitKey: typeof values.skuId === 'number' ? values.skuId : 0,
  }),
  check: async (_scope, body) => {
    // What a stock row counts never changes once it exists (its records name it).
    if (typeof body.id === 'number') {
      const row = (await untyped(db)
        .selectFrom('goodsStock')
        .select(['storeId', 'goodsId', 'skuId'])
        .where('id', '=', body.id)
        .executeTakeFirst()) as
        { storeId: number; goodsId: number; skuId: number | null } | undefined;
      if (
        row &&
        (row.storeId !== body.storeId ||
          row.goodsId !== body.goodsId ||
          row.skuId !== (body.skuId ?? null))
      )
        throw new AppError(400, 'goodsStock.inUse');
    }
    if (typeof body.skuId !== 'number' || typeof body.goodsId !== 'number') return;
    const sku = await untyped(db)
      .selectFrom('goodsSku')
      .select('id')
      .where('id', '=', body.skuId)
      .where('goodsId', '=', body.goodsId)
      .executeTakeFirst();
    if (!sku) throw new AppError(400, 'field.unknownReference', { field: 'skuId' });
  },
  beforeRemove: async (_scope, row) => {
    const used = await untyped(db)
      .selectFrom('goodsStockRecord')
      .select('id')
      .where('stockId', '=', row.id)
      .executeTakeFirst();
    if (used || Number(row.onHand) > 0) throw new AppError(400, 'goodsStock.inUse');
  },
});
