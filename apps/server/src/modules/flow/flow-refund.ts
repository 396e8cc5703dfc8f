import { AFTER_SALE_STATUS, AFTER_SALE_WAY } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { AfterSales } from '../order/after-sale.service';
import { moveRecord } from '../order/order-log';
import type { AfterSaleRow } from '../order/order-reads';
import type { Flow } from './flow.service';
import type { DefinitionRow } from './flow.repository';

// The after-sales refund approval (docs/approvals.md). While a definition of business type
// `refund` is active for the request's organisation (or one above it), staff's Agree (refund
// only) or Agree the return does not agree at once: the applied request waits as `approving`
// (15) for a process whose businessKey is the request's id, with the variables `refundPrice`
// (cents), `orderNo` and `way`; it is agreed (refund only: awaiting the refund; return: awaiting
// the parcel) only when the process ends approved, in the transaction that ends it; rejected or
// stopped, it is rejected with the approver's reason and its lines are free again, as staff's
// Reject does.

const TABLE = 'tradeAfterSale' as OwnedTable;

/** Where an agreed request goes: refund only → awaiting refund; return → awaiting the parcel. */
const agreedState = (way: number) =>
  way === AFTER_SALE_WAY.refundOnly
    ? { action: 'agree', to: AFTER_SALE_STATUS.awaitingRefund }
    : { action: 'agreeReturn', to: AFTER_SALE_STATUS.agreed };

type RefundActions = { agree: ActionHandler; agreeReturn: ActionHandler; reject: ActionHandler };

export const wireRefundApproval = (deps: {
  db: Db;
  flow: Flow;
  afterSales: Pick<AfterSales, 'freeLines'>;
  actions: { refund: RefundActions };
}) => {
  const { db, flow, afterSales } = deps;
  const direct: RefundActions = { ...deps.actions.refund };

  /** The active refund approval for a request's organisation: its latest version, if active. */
  const approvalFor = async (request: AfterSaleRow): Promise<DefinitionRow | undefined> => {
    const rows = (await untyped(db)
      .selectFrom('flowDefinition')
      .selectAll()
      .where('tenantId', '=', request.tenantId)
      .where('businessType', '=', 'refund')
      .orderBy('id', 'desc')
      .execute()) as DefinitionRow[];
    const latest = rows.find((row) => String(request.organPath).startsWith(row.organPath));
    return latest?.state === 10 ? latest : undefined;
  };

  /** A request waiting for its process takes no decision of staff: 400 naming the process. */
  const refuseApproving = async (request: AfterSaleRow) => {
    const running = (await untyped(db)
      .selectFrom('flowInstance')
      .select('id')
      .where('tenantId', '=', request.tenantId)
      .where('businessType', '=', 'refund')
      .where('businessKey', '=', String(request.id))
      .where('status', '=', 1)
      .executeTakeFirst()) as { id: number } | undefined;
    throw new AppError(400, 'flow.approving', {
      values: { instanceId: String(running?.id ?? '') },
    });
  };

  const requestOf = async (scope: Scope, id: number) =>
    (await findOwnedOr404(db, scope, TABLE, id)) as unknown as AfterSaleRow;

  /** Agree (or Agree the return): through the process while an approval is active. */
  const agree =
    (action: 'agree' | 'agreeReturn'): ActionHandler =>
    async (context) => {
      const { scope } = context;
      const { id, remark } = context.body as { id: number; remark?: string | null };
      const request = await requestOf(scope, id);
      if (request.status === AFTER_SALE_STATUS.approving) return refuseApproving(request);
      const definition =
        request.status === AFTER_SALE_STATUS.applied ? await approvalFor(request) : undefined;
      // No approval (or not an applied request): the registry's step, refusals and repeats.
      if (!definition) return direct[action](context);
      const wanted =
        action === 'agree' ? AFTER_SALE_WAY.refundOnly : AFTER_SALE_WAY.returnAndRefund;
      // The wrong way is refused by the registry's step, before any process starts.
      if (Number(request.way) !== wanted) return direct[action](context);
      await db.transaction().execute(async (trx) => {
        const moved = await moveRecord(trx, 'tradeAfterSale', request, {
          from: AFTER_SALE_STATUS.applied,
          to: AFTER_SALE_STATUS.approving,
          action: 'submit',
          by: scope.userName,
          date: formatDateTime(scope.nowMs),
          remark: remark ?? null,
        });
        if (!moved) throw new AppError(400, 'state.changed');
        const order = (await untyped(trx)
          .selectFrom('tradeOrder')
          .select('orderNo')
          .where('id', '=', request.orderId)
          .executeTakeFirstOrThrow()) as { orderNo: string };
        await flow.runtime.start(
          scope,
          {
            definition,
            businessKey: String(id),
            variables: {
              refundPrice: Number(request.refundPrice),
              orderNo: String(order.orderNo),
              way: Number(request.way),
            },
            comment: remark ?? null,
          },
          trx,
        );
      });
      return [(await requestOf(scope, id)) as unknown as ResourceRow];
    };

  deps.actions.refund.agree = agree('agree');
  deps.actions.refund.agreeReturn = agree('agreeReturn');
  deps.actions.refund.reject = async (context) => {
    const { id } = context.body as { id: number };
    const request = await requestOf(context.scope, id);
    if (request.status === AFTER_SALE_STATUS.approving) return refuseApproving(request);
    return direct.reject(context);
  };

  flow.hooks.register('refund.approval', async ({ trx, scope, instance, outcome, reason }) => {
    const id = Number(instance.businessKey);
    const request = (await untyped(trx)
      .selectFrom('tradeAfterSale')
      .selectAll()
      .where('tenantId', '=', instance.tenantId)
      .where('id', '=', Number.isSafeInteger(id) ? id : 0)
      .executeTakeFirst()) as AfterSaleRow | undefined;
    // Not a request of this tenant (a process started by hand), ended already (a repeat), or no
    // longer waiting: nothing to do.
    if (request?.status !== AFTER_SALE_STATUS.approving) return;
    const date = formatDateTime(scope.nowMs);
    if (outcome === 'approved') {
      const agreed = agreedState(Number(request.way));
      const moved = await moveRecord(trx, 'tradeAfterSale', request, {
        from: AFTER_SALE_STATUS.approving,
        to: agreed.to,
        action: agreed.action,
        by: scope.userName,
        date,
        remark: `#${instance.id}`,
      });
      if (!moved) throw new AppError(400, 'state.changed');
      return;
    }
    const moved = await moveRecord(trx, 'tradeAfterSale', request, {
      from: AFTER_SALE_STATUS.approving,
      to: AFTER_SALE_STATUS.rejected,
      action: 'reject',
      by: scope.userName,
      date,
      remark: reason,
      set: { auditReason: reason },
    });
    if (!moved) throw new AppError(400, 'state.changed');
    await afterSales.freeLines(trx, id);
  });
};
