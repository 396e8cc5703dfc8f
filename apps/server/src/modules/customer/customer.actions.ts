import { POINT_BIZ_TYPE, type Resource, resources } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ActionContext } from '../../resources/resource-actions';
import { createResourceService, type ResourceRow } from '../../resources/resource.service';
import { createdStamp, type Scope, updatedStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, scoped, untyped } from '../../scope/scoped-db';

// A customer's points and level change only here, each change with its ledger row in the same
// transaction. Points never go below zero (a guarded update: a deduction applies only while the
// balance covers it); an adjustment sent again with the same request key changes nothing more.

type Customer = ResourceRow & {
  tenantId: number;
  organId: number;
  organPath: string;
  point: number;
  experience: number;
  levelId: number | null;
};
type Level = { id: number; tenantId: number; name: string; level: number; discountPercent: number };

const CUSTOMER = 'customer' as OwnedTable;

const ownerOf = (customer: Customer) => ({
  tenantId: customer.tenantId,
  organId: customer.organId,
  organPath: customer.organPath,
  customerId: customer.id,
});

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
    const updated = (await untyped(trx)
      .updateTable('customer')
      .set((eb) => ({ point: eb('point', '+', point), ...updatedStamp(scope) }))
      .where('id', '=', id)
      .where((eb) => eb(eb('point', '+', point), '>=', 0))
      .returningAll()
      .executeTakeFirst()) as Customer | undefined;
    if (!updated)
      throw new AppError(400, 'customer.pointsShort', {
        field: 'point',
        values: { balance: String(customer.point), point: String(-point) },
      });
    await untyped(trx)
      .insertInto('customerPointRecord')
      .values({
        ...ownerOf(customer),
        bizType: POINT_BIZ_TYPE.admin,
        title: reason,
        point,
        totalPoint: updated.point,
        requestKey: requestKey ?? null,
        ...createdStamp(scope),
      })
      .execute();
    return updated;
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
      .executeTakeFirst()) as unknown as Level | undefined;
    if (!level || level.tenantId !== customer.tenantId)
      throw new AppError(400, 'field.unknownReference', { field: 'levelId' });
    if (customer.levelId === levelId) return customer;
    const before = (await untyped(trx)
      .selectFrom('memberLevel')
      .select('name')
      .where('id', '=', customer.levelId ?? 0)
      .executeTakeFirst()) as { name: string } | undefined;
    const updated = (await untyped(trx)
      .updateTable('customer')
      .set({ levelId, ...updatedStamp(scope) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as Customer;
    await untyped(trx)
      .insertInto('customerLevelRecord')
      .values({
        ...ownerOf(customer),
        levelId,
        level: level.level,
        discountPercent: level.discountPercent,
        userExperience: customer.experience,
        remark: reason,
        description: `${before?.name ?? '-'} → ${level.name}`,
        ...createdStamp(scope),
      })
      .execute();
    return updated;
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
