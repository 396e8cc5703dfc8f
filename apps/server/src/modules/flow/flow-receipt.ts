import { DOCUMENT_STATE } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import type { TransitionEffect } from '../../resources/transition';
import { type Scope, updatedStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import { receiptPosting } from '../wms/wms-documents';
import type { Flow } from './flow.service';
import type { DefinitionRow } from './flow.repository';
import { ownerOfRow, stampOf, writeStateLog } from '../../resources/state-log';

// The warehouse receipt approval (docs/approvals.md). While a definition of business type
// `receiptOrder` is active for the receipt's organisation (or one above it), "Receive" submits
// the draft instead: it waits as `approving` (5) for a process whose businessKey is the receipt's
// id, and is received (stock and supplier account posted) only when the process ends approved;
// rejected or stopped, it returns to draft with the reason in its history.

const TABLE = 'wmsReceiptOrder' as OwnedTable;

/** The state moves by compare-and-set, the effect runs, the state log records it. */
const move = async (
  trx: Db,
  scope: Scope,
  before: ResourceRow,
  step: { action: string; to: number; remark: string | null; effect?: TransitionEffect },
) => {
  const row = (await untyped(trx)
    .updateTable('wmsReceiptOrder')
    .set({ status: step.to, ...updatedStamp(scope) })
    .where('id', '=', before.id)
    .where('status', '=', before.status)
    .returningAll()
    .executeTakeFirst()) as ResourceRow | undefined;
  if (!row) throw new AppError(400, 'state.changed');
  await step.effect?.({ trx, scope, before, row });
  await writeStateLog(trx, {
    owner: ownerOfRow(row),
    resource: 'receiptOrder',
    recordId: row.id,
    action: step.action,
    from: Number(before.status),
    to: step.to,
    remark: step.remark,
    ...stampOf(scope),
  });
  return row;
};

export const wireReceiptApproval = (deps: {
  db: Db;
  flow: Flow;
  actions: { receiptOrder: { receive: ActionHandler } };
}) => {
  const { db, flow } = deps;
  const receive = deps.actions.receiptOrder.receive;

  /** The active receipt approval for a receipt's organisation: its latest version, if active. */
  const approvalFor = async (receipt: ResourceRow): Promise<DefinitionRow | undefined> => {
    const rows = (await untyped(db)
      .selectFrom('flowDefinition')
      .selectAll()
      .where('tenantId', '=', receipt.tenantId)
      .where('businessType', '=', 'receiptOrder')
      .orderBy('id', 'desc')
      .execute()) as DefinitionRow[];
    const latest = rows.find((row) => String(receipt.organPath).startsWith(row.organPath));
    return latest?.state === 10 ? latest : undefined;
  };

  deps.actions.receiptOrder.receive = async (context) => {
    const { scope } = context;
    const { id, remark } = context.body as { id: number; remark?: string | null };
    const receipt = (await findOwnedOr404(db, scope, TABLE, id)) as unknown as ResourceRow;
    if (receipt.status === DOCUMENT_STATE.approving) {
      const running = (await untyped(db)
        .selectFrom('flowInstance')
        .select('id')
        .where('businessType', '=', 'receiptOrder')
        .where('businessKey', '=', String(id))
        .where('status', '=', 1)
        .executeTakeFirst()) as { id: number } | undefined;
      throw new AppError(400, 'flow.approving', {
        values: { instanceId: String(running?.id ?? '') },
      });
    }
    const definition =
      receipt.status === DOCUMENT_STATE.draft ? await approvalFor(receipt) : undefined;
    if (!definition) return receive(context);
    const lines = await untyped(db)
      .selectFrom('wmsReceiptOrderLine')
      .select('id')
      .where('receiptOrderId', '=', id)
      .executeTakeFirst();
    if (!lines) throw new AppError(400, 'wms.noLines');
    return db.transaction().execute(async (trx) => {
      const row = await move(trx, scope, receipt, {
        action: 'submit',
        to: DOCUMENT_STATE.approving,
        remark: remark ?? null,
      });
      await flow.runtime.start(
        scope,
        {
          definition,
          businessKey: String(id),
          variables: {
            orderNo: String(receipt.orderNo),
            totalAmount: Number(receipt.totalAmount),
            totalQuantity: Number(receipt.totalQuantity),
            warehouseId: Number(receipt.warehouseId),
          },
          comment: remark ?? null,
        },
        trx,
      );
      return [row];
    });
  };

  flow.hooks.register(
    'receiptOrder.approval',
    async ({ trx, scope, instance, outcome, reason }) => {
      const id = Number(instance.businessKey);
      const receipt = (await findOwnedOr404(trx, scope, TABLE, id)) as unknown as ResourceRow;
      if (receipt.status !== DOCUMENT_STATE.approving) return;
      if (outcome === 'approved')
        await move(trx, scope, receipt, {
          action: 'receive',
          to: DOCUMENT_STATE.done,
          remark: `#${instance.id}`,
          effect: receiptPosting,
        });
      else
        await move(trx, scope, receipt, {
          action: 'reject',
          to: DOCUMENT_STATE.draft,
          remark: reason,
        });
    },
  );
};
