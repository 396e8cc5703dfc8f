import { OPEN_INTRA_CITY_STATES, ORDER_STATUS, type Resource, resources } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { documentNumber } from '../../lib/document-number';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import { transitionHandler } from '../../resources/transition';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { OrderFlow } from '../order/order-flow.service';
import { stampOf, writeStateLog } from '../../resources/state-log';

// Intra-city delivery and routes (docs/orders.md "Intra-city delivery", "Routes"): a delivery is
// made for a paid order the caller can see and that could be shipped (not a pick-up order, no
// after-sale open, its group buy complete), one under way per order, numbered by the server;
// the rider's steps follow WeChat local delivery's codes and the pick-up ships the order in the
// same transaction (its state log says so). A route starts only with stops and a driver; its
// stop count follows its stops.

const r = (key: keyof typeof resources) => resources[key] as unknown as Resource;
const DELIVERY = 'intraCityDelivery' as OwnedTable;
const ORDER = 'tradeOrder' as OwnedTable;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const invalid = (field: string) => new AppError(400, 'field.invalid', { field });

const deliveryHooks = (db: Db, flow: OrderFlow): ResourceHooks => ({
  check: async (scope, body) => {
    const order = (await findOwnedOr404(db, scope, ORDER, Number(body.orderId))) as unknown as {
      id: number;
      status: number;
    };
    if (order.status !== ORDER_STATUS.paid)
      throw new AppError(400, 'delivery.orderNotPaid', { field: 'orderId' });
    // No rider is sent for what could not be shipped at the pick-up.
    const why = await flow.unshippable(db, order.id);
    if (why) throw new AppError(400, why, { field: 'orderId' });
    const open = await untyped(db)
      .selectFrom('intraCityDelivery')
      .select('id')
      .where('orderId', '=', order.id)
      .where('state', 'in', [...OPEN_INTRA_CITY_STATES])
      .where('id', '!=', Number(body.id ?? 0))
      .executeTakeFirst();
    if (open) throw new AppError(400, 'delivery.open', { field: 'orderId' });
  },
  prepare: async (scope, _values, id) =>
    id === undefined ? { deliveryNo: await documentNumber(db, 'ICD', scope) } : {},
});

const routeHooks = (): ResourceHooks => ({
  check: async (_scope, body) => {
    const date = String(body.runDate ?? '');
    if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw invalid('runDate');
  },
});

const stopHooks = (): ResourceHooks => ({
  check: async (_scope, body) => {
    if (body.plannedTime && !TIME.test(String(body.plannedTime))) throw invalid('plannedTime');
  },
  // The route's stop count follows its stops (in the line's transaction).
  afterWrite: async (_scope, row, via) => {
    const { count } = (await untyped(via)
      .selectFrom('logisticsRouteStop')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('routeId', '=', row.routeId as number)
      .executeTakeFirstOrThrow()) as { count: number | string };
    await untyped(via)
      .updateTable('logisticsRoute')
      .set({ stopCount: Number(count) })
      .where('id', '=', row.routeId as number)
      .execute();
  },
});

export const intraCityHooks = (db: Db, flow: OrderFlow) => ({
  intraCityDelivery: deliveryHooks(db, flow),
  route: routeHooks(),
  routeStop: stopHooks(),
});

export const intraCityActions = (
  db: Db,
  flow: OrderFlow,
): {
  intraCityDelivery: Record<
    'assign' | 'arrive' | 'pickUp' | 'depart' | 'deliver' | 'cancel' | 'fail' | 'giveBack',
    ActionHandler
  >;
  route: Record<'start' | 'finish' | 'cancel', ActionHandler>;
} => {
  const delivery = r('intraCityDelivery');
  const route = r('route');
  const reread: ActionHandler = async ({ scope, body }) => [
    (await findOwnedOr404(db, scope, DELIVERY, (body as { id: number }).id)) as ResourceRow,
  ];
  /** A step that also writes some of the body's fields on the delivery. */
  const withFields =
    (action: string, pick: (body: Record<string, unknown>) => Record<string, unknown>) =>
    async (context: Parameters<ActionHandler>[0]) => {
      await transitionHandler(db, delivery, action, async ({ trx, row }) => {
        await untyped(trx)
          .updateTable('intraCityDelivery')
          .set(pick(context.body as Record<string, unknown>))
          .where('id', '=', row.id)
          .execute();
      })(context);
      return reread(context);
    };

  return {
    intraCityDelivery: {
      assign: withFields('assign', (body) => ({
        riderName: body.riderName,
        riderPhone: body.riderPhone,
      })),
      arrive: transitionHandler(db, delivery, 'arrive'),
      pickUp: transitionHandler(db, delivery, 'pickUp', async ({ trx, scope, row }) => {
        // The order is shipped by this pick-up: a compare-and-set with its own history row.
        const order = (await untyped(trx)
          .selectFrom('tradeOrder')
          .select(['id', 'tenantId', 'organId', 'organPath', 'status'])
          .where('id', '=', row.orderId as number)
          .executeTakeFirstOrThrow()) as {
          id: number;
          tenantId: number;
          organId: number;
          organPath: string;
          status: number;
        };
        if (order.status !== ORDER_STATUS.paid)
          throw new AppError(400, 'delivery.orderNotPaid', { field: 'orderId' });
        const set = await flow.shipment(trx, order, scope.nowMs);
        const moved = await untyped(trx)
          .updateTable('tradeOrder')
          .set({ ...set, status: ORDER_STATUS.shipped, logisticsNo: row.deliveryNo })
          .where('id', '=', order.id)
          .where('status', '=', ORDER_STATUS.paid)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw new AppError(400, 'state.changed');
        await writeStateLog(trx, {
          owner: order,
          resource: 'order',
          recordId: order.id,
          action: 'ship',
          from: ORDER_STATUS.paid,
          to: ORDER_STATUS.shipped,
          remark: `${String(row.deliveryNo)} · ${String(row.riderName ?? '')}`,
          ...stampOf(scope),
        });
      }),
      depart: transitionHandler(db, delivery, 'depart'),
      deliver: transitionHandler(db, delivery, 'deliver'),
      cancel: withFields('cancel', (body) => ({ failReason: body.remark })),
      fail: withFields('fail', (body) => ({ failReason: body.remark })),
      giveBack: transitionHandler(db, delivery, 'giveBack'),
    },
    route: {
      start: transitionHandler(db, route, 'start', async ({ row }) => {
        if (Number(row.stopCount) === 0) throw new AppError(400, 'route.noStops');
        if (!row.driverName) throw new AppError(400, 'route.noDriver', { field: 'driverName' });
      }),
      finish: transitionHandler(db, route, 'finish'),
      cancel: transitionHandler(db, route, 'cancel'),
    },
  };
};
