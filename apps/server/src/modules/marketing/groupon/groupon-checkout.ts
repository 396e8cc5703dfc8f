import {
  ACTIVITY_STATUS,
  GROUPON_MEMBER_STATUS,
  GROUPON_STATUS,
  type ServerMessageKey,
} from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { untyped } from '../../../scope/scoped-db';
import type { CartUnit } from '../pricing/cart-units';

// Buying in a group buy (docs/marketing.md, Group buys). A group buy order is one line, an item
// of a running group buy, within the per-order and per-customer limits and without a coupon;
// pricing gives the line the group price (step 6). Without a group it opens one (its leader);
// with one it joins it: the group must be of that activity, open, not full, and the customer in
// no other group of the activity that is not over. The checkout's transaction holds the seat
// with a guarded update (never more seats than the group's size, however many join at once).

/** Members whose seat counts: awaiting payment or paid, the group not over yet. */
export const SEATED = [GROUPON_MEMBER_STATUS.awaitingPayment, GROUPON_MEMBER_STATUS.joined];
/** Members whose units count towards the per-customer limit. */
const BOUGHT = [...SEATED, GROUPON_MEMBER_STATUS.succeeded];

/** What a group buy gives the one line of a cart, and the group it opens or joins. */
export type GrouponChoice = {
  activityId: number;
  name: string;
  goodsId: number;
  grouponPrice: number;
  count: number;
  /** The group joined (null: the order opens one). */
  grouponId: number | null;
  userSize: number;
  limitDuration: number;
  virtualGroup: boolean;
};

type ActivityRow = {
  id: number;
  name: string;
  status: number;
  startTime: string;
  endTime: string;
  organPath: string;
  userSize: number;
  limitDuration: number;
  virtualGroup: number;
  totalLimitCount: number;
  singleLimitCount: number;
};

const refuse = (key: ServerMessageKey, field: string, values?: Record<string, string>) =>
  new AppError(400, key, { field, ...(values ? { values } : {}) });

/** The group a cart joins, checked: of the activity, open, a seat left, the customer not in it. */
const groupToJoin = async (trx: Db, tenantId: number, activityId: number, grouponId: number) => {
  const group = (await untyped(trx)
    .selectFrom('groupon')
    .select(['id', 'activityId', 'status', 'seats', 'userSize'])
    .where('id', '=', grouponId)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst()) as
    { id: number; activityId: number; status: number; seats: number; userSize: number } | undefined;
  if (!group || group.status !== GROUPON_STATUS.open) throw refuse('groupon.notOpen', 'grouponId');
  if (Number(group.activityId) !== activityId) throw refuse('groupon.otherActivity', 'grouponId');
  if (group.seats >= group.userSize) throw refuse('groupon.full', 'grouponId');
};

/**
 * The group buy a cart is bought in, checked: one line, an item of that activity at a store it
 * applies to, running now, within the limits, no coupon, the group (if any) open to the
 * customer; else 400 naming the field.
 */
export const grouponChoiceOf = async (
  trx: Db,
  input: {
    tenantId: number;
    storeOrganPath: string;
    customerId: number | null;
    activityId: number;
    grouponId: number | null | undefined;
    couponId: number | null | undefined;
    units: readonly CartUnit[];
    at: string;
  },
): Promise<GrouponChoice> => {
  if (input.couponId) throw refuse('groupon.noCoupon', 'couponId');
  const activity = (await untyped(trx)
    .selectFrom('grouponActivity')
    .selectAll()
    .where('id', '=', input.activityId)
    .where('tenantId', '=', input.tenantId)
    .executeTakeFirst()) as ActivityRow | undefined;
  if (
    !activity ||
    activity.status !== ACTIVITY_STATUS.running ||
    activity.startTime > input.at ||
    input.at >= activity.endTime
  )
    throw refuse('groupon.notNow', 'grouponActivityId');
  const [unit] = input.units;
  if (!unit || input.units.length !== 1 || !input.storeOrganPath.startsWith(activity.organPath))
    throw refuse('groupon.notInSale', 'lines');
  const items = (await untyped(trx)
    .selectFrom('grouponActivityItem')
    .select(['skuId', 'grouponPrice'])
    .where('activityId', '=', activity.id)
    .where('goodsId', '=', unit.goodsId)
    .execute()) as { skuId: number | null; grouponPrice: number | string }[];
  // The SKU's own item wins over the goods-wide one.
  const item =
    items.find((each) => each.skuId !== null && Number(each.skuId) === unit.skuId) ??
    items.find((each) => each.skuId === null);
  if (!item) throw refuse('groupon.notInSale', 'lines');
  if (unit.count > activity.singleLimitCount)
    throw refuse('groupon.perOrder', 'lines', { limit: String(activity.singleLimitCount) });
  if (input.grouponId) await groupToJoin(trx, input.tenantId, activity.id, input.grouponId);
  if (input.customerId !== null) {
    const mine = (await untyped(trx)
      .selectFrom('grouponMember')
      .select(['status', 'count'])
      .where('activityId', '=', activity.id)
      .where('customerId', '=', input.customerId)
      .where('status', 'in', BOUGHT)
      .execute()) as { status: number; count: number }[];
    // One group at a time per activity: not two of their own, not the same one twice.
    if (mine.some((member) => (SEATED as number[]).includes(member.status)))
      throw refuse('groupon.alreadyIn', input.grouponId ? 'grouponId' : 'grouponActivityId');
    const bought = mine.reduce((sum, member) => sum + Number(member.count), 0);
    if (activity.totalLimitCount > 0 && bought + unit.count > activity.totalLimitCount)
      throw refuse('groupon.limitReached', 'lines', { limit: String(activity.totalLimitCount) });
  }
  return {
    activityId: activity.id,
    name: activity.name,
    goodsId: unit.goodsId,
    grouponPrice: Number(item.grouponPrice),
    count: unit.count,
    grouponId: input.grouponId ?? null,
    userSize: activity.userSize,
    limitDuration: activity.limitDuration,
    virtualGroup: Number(activity.virtualGroup) === 1,
  };
};

/**
 * The order's seat: a new group (forming until its leader pays) with the leader's seat, or a
 * seat of the group joined, taken by a guarded update (full meanwhile: 400, nothing kept).
 */
export const holdSeat = async (
  trx: Db,
  choice: GrouponChoice,
  order: {
    id: number;
    customerId: number;
    owner: { tenantId: number; organId: number; organPath: string };
  },
  by: string,
  date: string,
) => {
  const stamp = { createBy: by, createDate: date, updateBy: by, updateDate: date };
  let grouponId = choice.grouponId;
  if (grouponId === null) {
    const group = (await untyped(trx)
      .insertInto('groupon')
      .values({
        ...order.owner,
        name: choice.name.slice(0, 64),
        activityId: choice.activityId,
        customerId: order.customerId,
        goodsId: choice.goodsId,
        grouponPrice: choice.grouponPrice,
        userSize: choice.userSize,
        userCount: 0,
        seats: 1,
        status: GROUPON_STATUS.forming,
        virtualGroup: choice.virtualGroup ? 1 : 0,
        limitDuration: choice.limitDuration,
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    grouponId = group.id;
  } else {
    const taken = await untyped(trx)
      .updateTable('groupon')
      .set((eb) => ({ seats: eb('seats', '+', 1), updateBy: by, updateDate: date }))
      .where('id', '=', grouponId)
      .where('status', '=', GROUPON_STATUS.open)
      .where((eb) => eb('seats', '<', eb.ref('userSize')))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw refuse('groupon.full', 'grouponId');
  }
  await untyped(trx)
    .insertInto('grouponMember')
    .values({
      ...order.owner,
      grouponId,
      activityId: choice.activityId,
      customerId: order.customerId,
      orderId: order.id,
      leader: choice.grouponId === null ? 1 : 0,
      count: choice.count,
      status: GROUPON_MEMBER_STATUS.awaitingPayment,
      ...stamp,
    })
    .execute();
};
