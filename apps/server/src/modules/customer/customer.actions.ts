import { POINT_BIZ_TYPE, type Resource, resources } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ActionContext } from '../../resources/resource-actions';
import { createResourceService, type ResourceRow } from '../../resources/resource.service';
import { stampOf } from '../../resources/state-log';
import { auditChange } from '../../scope/audit';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, scoped, untyped } from '../../scope/scoped-db';
import { type LedgerCustomer, post } from './customer-ledger';
import { type MemberLevel, moveLevel } from './customer-level';

// An admin's changes of a customer's points and level, each with its ledger or level record in
// the same transaction and a row of the audit log (who, when, before and after). Points never go
// below zero (a deduction larger than the balance is refused naming the field); an adjustment
// sent again with the same request key changes nothing more; a level change is a compare-and-set
// on the level the customer was on.

type Customer = ResourceRow & LedgerCustomer;

const CUSTOMER = 'customer' as OwnedTable;

/** The adjustment already made with this request key, if any. */
const alreadyMade = async (db: Db, tenantId: number, requestKey: string | null | undefined) =>
  requestKey
    ? ((await untyped(db)
        .selectFrom('customerPointRecord')
        .select(['id', 'customerId'])
        .where('tenantId', '=', tenantId)
        .where('requestKey', '=', requestKey)
        .executeTakeFirst()) as { id: number; customerId: number } | undefined)
    : undefined;

const adjustPoints = async (db: Db, scope: Scope, body: unknown): Promise<Customer> => {
  const { id, point, reason, requestKey } = body as {
    id: number;
    point: number;
    reason: string;
    requestKey?: string | null;
  };
  return db.transaction().execute(async (trx) => {
    const customer = (await findOwnedOr404(trx, scope, CUSTOMER, id)) as unknown as Customer;
    if (await alreadyMade(trx, customer.tenantId, requestKey)) return customer;
    const updated = await post(trx, 'point', {
      customerId: id,
      delta: point,
      bizType: POINT_BIZ_TYPE.admin,
      title: reason,
      requestKey: requestKey ?? null,
      floor: 'refuse',
      ...stampOf(scope),
    });
    if (!updated)
      throw new AppError(400, 'customer.pointsShort', {
        field: 'point',
        values: { balance: String(customer.point), point: String(-point) },
      });
    await auditChange(trx, scope, 'customer', 'update', customer, updated);
    return updated as Customer;
  });
};

const changeLevel = async (db: Db, scope: Scope, body: unknown): Promise<Customer> => {
  const { id, levelId, reason } = body as { id: number; levelId: number; reason: string };
  return db.transaction().execute(async (trx) => {
    const customer = (await findOwnedOr404(trx, scope, CUSTOMER, id)) as unknown as Customer;
    const level = (await scoped(trx, scope)
      .selectFrom('memberLevel' as OwnedTable)
      .selectAll()
      .where('id', '=', levelId)
      .executeTakeFirst()) as unknown as MemberLevel | undefined;
    if (!level || level.tenantId !== customer.tenantId)
      throw new AppError(400, 'field.unknownReference', { field: 'levelId' });
    if (customer.levelId === levelId) return customer;
    const updated = await moveLevel(trx, customer, level, {
      remark: reason,
      action: 'changeLevel',
      ...stampOf(scope),
    });
    if (!updated) throw new AppError(400, 'state.changed');
    await auditChange(trx, scope, 'customer', 'update', customer, updated);
    return updated as Customer;
  });
};

/** The handlers of the customers' actions; answers carry the level's name like the list. */
export const customerActions = (db: Db) => {
  const customers = createResourceService(db, resources.customer as unknown as Resource);
  const answer =
    (run: (db: Db, scope: Scope, body: unknown) => Promise<Customer>) =>
    async ({ scope, body }: ActionContext) => {
      try {
        return await customers.recordsOf(scope, [await run(db, scope, body)]);
      } catch (error) {
        // The same request key at the same time: the other request made the change.
        if (!isUniqueViolation(error)) throw error;
        const { id } = body as { id: number };
        const row = (await findOwnedOr404(db, scope, CUSTOMER, id)) as unknown as Customer;
        return customers.recordsOf(scope, [row]);
      }
    };
  return {
    customer: { adjustPoints: answer(adjustPoints), changeLevel: answer(changeLevel) },
  };
};
