import type { Db } from '../../db/database';
import { writeStateLog } from '../../resources/state-log';
import { untyped } from '../../scope/scoped-db';
import type { LedgerCustomer } from './customer-ledger';

// A customer's member level: changed by an admin (with a reason) or by the experience ledger (a
// customer whose experience reaches a higher level's threshold goes up to the highest one
// reached). Every change writes a level record (the level's terms then, the customer's
// experience, the reason, "old → new") and a row of the state log (the level numbers), in the
// transaction of its cause. Experience taken back (a refund) does not take a level away.

export type MemberLevel = {
  id: number;
  tenantId: number;
  name: string;
  level: number;
  experience: number;
  discountPercent: number;
  status: number;
};

export const levelRow = async (db: Db, id: number | null) =>
  id === null
    ? undefined
    : ((await untyped(db)
        .selectFrom('memberLevel')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()) as MemberLevel | undefined);

/** The enabled levels of a tenant, lowest first. */
export const levelsOf = async (db: Db, tenantId: number) =>
  (await untyped(db)
    .selectFrom('memberLevel')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('status', '=', 1)
    .orderBy('level')
    .execute()) as MemberLevel[];

/**
 * Puts the customer on `level` (unless already there) with its record; answers the customer
 * after. `expectLevelId`: the level the change starts from (compare-and-set); someone else's
 * change first leaves the customer as it is and answers undefined.
 */
export const moveLevel = async (
  trx: Db,
  customer: LedgerCustomer,
  level: MemberLevel,
  step: { remark: string; action: 'changeLevel' | 'levelUp'; by: string; date: string },
): Promise<LedgerCustomer | undefined> => {
  if (customer.levelId === level.id) return customer;
  const before = await levelRow(trx, customer.levelId);
  const updated = (await untyped(trx)
    .updateTable('customer')
    .set({ levelId: level.id, updateBy: step.by, updateDate: step.date })
    .where('id', '=', customer.id)
    .where((eb) =>
      customer.levelId === null ? eb('levelId', 'is', null) : eb('levelId', '=', customer.levelId),
    )
    .returningAll()
    .executeTakeFirst()) as LedgerCustomer | undefined;
  if (!updated) return undefined;
  const owner = {
    tenantId: customer.tenantId,
    organId: customer.organId,
    organPath: customer.organPath,
  };
  await untyped(trx)
    .insertInto('customerLevelRecord')
    .values({
      ...owner,
      customerId: customer.id,
      levelId: level.id,
      level: level.level,
      discountPercent: level.discountPercent,
      userExperience: updated.experience,
      remark: step.remark.slice(0, 200),
      description: `${before?.name ?? '-'} → ${level.name}`.slice(0, 255),
      createBy: step.by,
      createDate: step.date,
      updateBy: step.by,
      updateDate: step.date,
    })
    .execute();
  await writeStateLog(trx, {
    owner,
    resource: 'customer',
    recordId: customer.id,
    action: step.action,
    from: before?.level ?? 0,
    to: level.level,
    by: step.by,
    date: step.date,
    remark: step.remark,
  });
  return updated;
};

/** Up to the highest enabled level whose threshold the customer's experience reached. */
export const levelUp = async (
  trx: Db,
  customer: LedgerCustomer,
  step: { remark: string; by: string; date: string },
): Promise<LedgerCustomer> => {
  const levels = await levelsOf(trx, customer.tenantId);
  const reached = levels.filter((level) => level.experience <= customer.experience).at(-1);
  if (!reached) return customer;
  const current = await levelRow(trx, customer.levelId);
  if (current && current.level >= reached.level) return customer;
  return (await moveLevel(trx, customer, reached, { ...step, action: 'levelUp' })) ?? customer;
};
