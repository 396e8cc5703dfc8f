import { DELIVERY_TYPE, ORDER_STATUS } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, scoped, untyped } from '../../scope/scoped-db';
import type { OrderAdjust } from './order-adjust';
import type { OrderFlow } from './order-flow.service';
import { writeOrderLog } from './order-log';
import { withNumbers, type OrderRow } from './order-reads';

// The console's changes of an order beyond shipping (docs/orders.md): the price adjustment of an
// unpaid order, a new address before shipment, and the hand-over of a pick-up order at its store
// (by the order, or by the code the shopper shows). Each answers the order as the list shows it.

const table = 'tradeOrder' as OwnedTable;

const stateError = (status: number) =>
  new AppError(400, 'state.illegal', {
    field: 'status',
    values: { state: String(status), stateOf: 'order' },
  });

const BEFORE_SHIPMENT: readonly number[] = [ORDER_STATUS.unpaid, ORDER_STATUS.paid];

export const orderChangeActions = (
  db: Db,
  deps: { flow: Pick<OrderFlow, 'pickUp'>; adjust: OrderAdjust },
) => {
  const orderOf = async (scope: Scope, id: number) =>
    withNumbers((await findOwnedOr404(db, scope, table, id)) as unknown as OrderRow);
  const reread = async (scope: Scope, id: number) => [
    (await findOwnedOr404(db, scope, table, id)) as unknown as ResourceRow,
  ];

  const adjustPrice = async (
    scope: Scope,
    input: { id: number; adjustPrice: number; reason: string },
  ) => {
    await deps.adjust.adjust(
      await orderOf(scope, input.id),
      input.adjustPrice,
      input.reason,
      scope.userName,
    );
    return (await reread(scope, input.id))[0] as ResourceRow;
  };

  /** A new consignee and address of an express order not yet shipped (a row in its history). */
  const changeAddress = async (
    scope: Scope,
    input: {
      id: number;
      receiverName: string;
      receiverMobile: string;
      receiverArea?: string | null | undefined;
      receiverDetailAddress: string;
    },
  ) => {
    const order = await orderOf(scope, input.id);
    if (Number(order.deliveryType) === DELIVERY_TYPE.pickUp)
      throw new AppError(400, 'order.addressPickUp', { field: 'deliveryType' });
    if (!BEFORE_SHIPMENT.includes(order.status)) throw stateError(order.status);
    const next = {
      receiverName: input.receiverName,
      receiverMobile: input.receiverMobile,
      receiverArea: input.receiverArea ?? null,
      receiverDetailAddress: input.receiverDetailAddress,
    };
    const date = formatDateTime(scope.nowMs);
    await db.transaction().execute(async (trx) => {
      // Only while it is still in the state read (not shipped meanwhile).
      const moved = await untyped(trx)
        .updateTable('tradeOrder')
        .set({ ...next, updateBy: scope.userName, updateDate: date })
        .where('id', '=', order.id)
        .where('status', '=', order.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new AppError(400, 'state.changed');
      const text = (o: typeof next) =>
        [o.receiverName, o.receiverMobile, o.receiverArea, o.receiverDetailAddress]
          .filter(Boolean)
          .join(' ');
      await writeOrderLog(trx, {
        owner: order,
        resource: 'order',
        recordId: order.id,
        action: 'changeAddress',
        from: order.status,
        to: order.status,
        by: scope.userName,
        date,
        remark: `${text(order as unknown as typeof next)} → ${text(next)}`.slice(0, 500),
      });
    });
    return (await reread(scope, input.id))[0] as ResourceRow;
  };

  /** A paid pick-up order handed over at its store, by the order (the list's row). */
  const verifyPickUp = async (scope: Scope, id: number) => {
    await deps.flow.pickUp(await orderOf(scope, id), scope.userName);
    return (await reread(scope, id))[0] as ResourceRow;
  };

  /** …or by the code its shopper shows: a paid pick-up order the caller can see, else refused. */
  const pickUpByCode = async (scope: Scope, verifyCode: string) => {
    const found = (await scoped(db, scope)
      .selectFrom(table)
      .select('id')
      .where('pickUpVerifyCode' as never, '=', verifyCode as never)
      .where('status' as never, '=', ORDER_STATUS.paid as never)
      .where('deliveryType' as never, '=', DELIVERY_TYPE.pickUp as never)
      .limit(2)
      .execute()) as unknown as { id: number }[];
    const [only] = found;
    if (!only || found.length > 1)
      // Not found among the orders the caller can see (another store's is not theirs to hand).
      throw new AppError(404, 'order.verifyCodeWrong', { field: 'verifyCode' });
    await deps.flow.pickUp(await orderOf(scope, only.id), scope.userName);
    return (await reread(scope, only.id))[0] as ResourceRow;
  };

  return { adjustPrice, changeAddress, verifyPickUp, pickUpByCode };
};

export type OrderChanges = ReturnType<typeof orderChangeActions>;
