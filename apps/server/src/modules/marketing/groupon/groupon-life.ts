import { GROUPON_MEMBER_STATUS, GROUPON_STATUS } from '@retail/contract';
import type { Db } from '../../../db/database';
import { formatDateTime, parseDateTime } from '../../../lib/date-time';
import { untyped } from '../../../scope/scoped-db';
import { writeStateLog } from '../../../resources/state-log';

// A group's life after checkout (docs/marketing.md, Group buys). Its leader's payment opens it
// (its hours start then); each member's payment counts them in, and the payment that fills it
// makes it succeed (every member with it). An order cancelled unpaid gives its seat back (the
// leader's: the group is void). The clock closes a group whose hours ran out: succeeded when
// the activity lets virtual members fill it, else failed, its members with it; the orders of a
// failed group are then cancelled, or refunded when paid (order/group-buy-closing.ts). Each move
// is a compare-and-set with a row of the state log (`groupon`), in the caller's transaction.

type Group = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  status: number;
  userSize: number;
  userCount: number;
  limitDuration: number;
  virtualGroup: number;
};

type Member = { id: number; grouponId: number; leader: number; status: number };

const { awaitingPayment, joined, succeeded, failed, left } = GROUPON_MEMBER_STATUS;

const memberOf = async (trx: Db, orderId: number) =>
  (await untyped(trx)
    .selectFrom('grouponMember')
    .select(['id', 'grouponId', 'leader', 'status'])
    .where('orderId', '=', orderId)
    .executeTakeFirst()) as Member | undefined;

const groupOf = async (trx: Db, id: number) =>
  (await untyped(trx).selectFrom('groupon').selectAll().where('id', '=', id).executeTakeFirst()) as
    Group | undefined;

/** The group from one state to another if it is still there, with its row of the state log. */
const moveGroup = async (
  trx: Db,
  group: Group,
  step: { from: number; to: number; action: string; by: string; date: string },
  set: Record<string, unknown> = {},
): Promise<boolean> => {
  const moved = await untyped(trx)
    .updateTable('groupon')
    .set({ status: step.to, ...set, updateBy: step.by, updateDate: step.date })
    .where('id', '=', group.id)
    .where('status', '=', step.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await writeStateLog(trx, {
    owner: group,
    resource: 'groupon',
    recordId: group.id,
    action: step.action,
    from: step.from,
    to: step.to,
    remark: null,
    by: step.by,
    date: step.date,
  });
  return true;
};

/** The group's members of some states to another state. */
const moveMembers = async (
  trx: Db,
  grouponId: number,
  from: readonly number[],
  to: number,
  by: string,
  date: string,
) => {
  await untyped(trx)
    .updateTable('grouponMember')
    .set({ status: to, updateBy: by, updateDate: date })
    .where('grouponId', '=', grouponId)
    .where('status', 'in', from)
    .execute();
};

/** A group that has all its members: succeeded, and every member with it. */
const succeed = async (trx: Db, group: Group, by: string, date: string) => {
  const moved = await moveGroup(
    trx,
    group,
    { from: GROUPON_STATUS.open, to: GROUPON_STATUS.succeeded, action: 'succeed', by, date },
    { finishTime: date },
  );
  if (moved) await moveMembers(trx, group.id, [joined], succeeded, by, date);
};

/**
 * The order was paid: its member is in (the leader's payment opens the group, its hours from
 * now); the payment that fills the group makes it succeed. A group closed meanwhile (failed or
 * void) makes the member failed: the closing then refunds the order.
 */
export const grouponPaid = async (trx: Db, orderId: number, by: string, date: string) => {
  const member = await memberOf(trx, orderId);
  if (!member || member.status !== awaitingPayment) return;
  const group = await groupOf(trx, member.grouponId);
  if (!group) return;
  const open =
    group.status === GROUPON_STATUS.open ||
    (group.status === GROUPON_STATUS.forming &&
      member.leader === 1 &&
      (await moveGroup(
        trx,
        group,
        { from: GROUPON_STATUS.forming, to: GROUPON_STATUS.open, action: 'open', by, date },
        {
          expireTime: formatDateTime(parseDateTime(date) + group.limitDuration * 3_600_000),
        },
      )));
  await untyped(trx)
    .updateTable('grouponMember')
    .set({ status: open ? joined : failed, updateBy: by, updateDate: date })
    .where('id', '=', member.id)
    .where('status', '=', awaitingPayment)
    .execute();
  if (!open) return;
  const counted = (await untyped(trx)
    .updateTable('groupon')
    .set((eb) => ({ userCount: eb('userCount', '+', 1) }))
    .where('id', '=', group.id)
    .returning(['userCount', 'userSize'])
    .executeTakeFirstOrThrow()) as { userCount: number; userSize: number };
  if (counted.userCount >= counted.userSize)
    await succeed(trx, { ...group, status: GROUPON_STATUS.open }, by, date);
};

/** The order was cancelled unpaid: its seat is free again (the leader's: the group is void). */
export const grouponLeft = async (trx: Db, orderId: number, by: string, date: string) => {
  const member = await memberOf(trx, orderId);
  if (!member || member.status !== awaitingPayment) return;
  await untyped(trx)
    .updateTable('grouponMember')
    .set({ status: left, updateBy: by, updateDate: date })
    .where('id', '=', member.id)
    .where('status', '=', awaitingPayment)
    .execute();
  await untyped(trx)
    .updateTable('groupon')
    .set((eb) => ({ seats: eb('seats', '-', 1), updateBy: by, updateDate: date }))
    .where('id', '=', member.grouponId)
    .execute();
  const group = await groupOf(trx, member.grouponId);
  if (group && member.leader === 1)
    await moveGroup(
      trx,
      group,
      { from: GROUPON_STATUS.forming, to: GROUPON_STATUS.void, action: 'void', by, date },
      { finishTime: date },
    );
};

/**
 * Closes a group whose hours ran out: succeeded with virtual members when its activity allows
 * them (the members who paid succeed), else failed with every member still seated. Answers
 * whether it failed.
 */
export const closeGroup = async (trx: Db, group: Group, by: string, date: string) => {
  if (Number(group.virtualGroup) === 1) {
    await succeed(trx, group, by, date);
    return false;
  }
  const moved = await moveGroup(
    trx,
    group,
    { from: GROUPON_STATUS.open, to: GROUPON_STATUS.failed, action: 'fail', by, date },
    { finishTime: date },
  );
  if (moved) await moveMembers(trx, group.id, [awaitingPayment, joined], failed, by, date);
  return moved;
};

/** Open groups whose hours ran out at `date`, oldest first. */
export const dueGroups = async (db: Db, date: string, limit: number) =>
  (await untyped(db)
    .selectFrom('groupon')
    .selectAll()
    .where('status', '=', GROUPON_STATUS.open)
    .where('expireTime', '<=', date)
    .orderBy('expireTime')
    .orderBy('id')
    .limit(limit)
    .execute()) as Group[];

/** Orders of failed members that are not cancelled yet (the closing cancels or refunds them). */
export const failedOrders = async (db: Db, limit: number) =>
  (
    (await untyped(db)
      .selectFrom('grouponMember as m')
      .innerJoin('tradeOrder as o', 'o.id', 'm.orderId')
      .select('o.id')
      .where('m.status', '=', failed)
      .where('o.status', 'in', [0, 10])
      .orderBy('o.id')
      .limit(limit)
      .execute()) as { id: number }[]
  ).map((row) => row.id);

/** Whether an order of a group buy may be shipped or refunded by request: its group succeeded. */
export const grouponDone = async (trx: Db, orderId: number): Promise<boolean> => {
  const member = await memberOf(trx, orderId);
  return !member || member.status === succeeded;
};

/** Whether an order's group failed (its cancel is the group's, not the shopper's). */
export const grouponFailed = async (trx: Db, orderId: number): Promise<boolean> =>
  (await memberOf(trx, orderId))?.status === failed;
