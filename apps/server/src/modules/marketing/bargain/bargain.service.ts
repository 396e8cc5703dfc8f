import { randomInt } from 'node:crypto';
import { ACTIVITY_STATUS, BARGAIN_STATUS, type ShopBargainRecord } from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { formatDateTime, parseDateTime } from '../../../lib/date-time';
import type { ShopperIdentity } from '../../../lib/identity';
import { notFound, untyped } from '../../../scope/scoped-db';
import { holdCustomer } from '../seckill.service';
import { bargainRecordOf } from './bargain-shop';

// A shopper's bargain (docs/marketing.md, Bargains). Started on a running activity (within the
// per-customer limit, one in progress per activity at a time), it lasts the activity's hours
// (never past its end). Each helper — not its shopper, once per bargain, at most the activity's
// cuts per helper in all — cuts a random amount within the activity's range, never below the
// floor; the cut that reaches the floor, or the last helper's, makes it succeed. A helper's
// cuts go one at a time (their customer row held), and a cut is a compare-and-set on the
// bargain's price: two helpers at once never cut the same price twice. The clock fails a
// bargain whose time ran out.

export type BargainActivity = {
  id: number;
  goodsId: number;
  skuId: number | null;
  tenantId: number;
  organId: number;
  organPath: string;
  name: string;
  status: number;
  startTime: string;
  endTime: string;
  stock: number;
  bargainFirstPrice: number | string;
  bargainMinPrice: number | string;
  randomMinPrice: number | string;
  randomMaxPrice: number | string;
  helpMaxCount: number;
  bargainCount: number;
  totalLimitCount: number;
  limitDuration: number;
};

type Record = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  activityId: number;
  customerId: number;
  bargainPrice: number | string;
  bargainMinPrice: number | string;
  helpCount: number;
  status: number;
  endTime: string;
};

const SYSTEM = 'system';

const activityOf = async (db: Db, tenantId: number, id: number) =>
  (await untyped(db)
    .selectFrom('bargainActivity')
    .selectAll()
    .where('id', '=', id)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst()) as BargainActivity | undefined;

/** Whether an activity is on at `at`: running and in its window. */
export const bargainOn = (
  activity: BargainActivity | undefined,
  at: string,
): activity is BargainActivity =>
  !!activity &&
  activity.status === ACTIVITY_STATUS.running &&
  activity.startTime <= at &&
  at < activity.endTime;

/**
 * The amount a helper cuts: random within the activity's range (in cents), never past the floor;
 * the last helper's cut takes the price to the floor.
 */
export const cutOf = (
  record: { bargainPrice: number; bargainMinPrice: number; helpCount: number },
  activity: { randomMinPrice: number; randomMaxPrice: number; helpMaxCount: number },
  random: (min: number, max: number) => number = (min, max) => randomInt(min, max + 1),
) => {
  const left = record.bargainPrice - record.bargainMinPrice;
  if (record.helpCount + 1 >= activity.helpMaxCount) return left;
  const smallest = Math.max(1, activity.randomMinPrice);
  const cut = random(smallest, Math.max(smallest, activity.randomMaxPrice));
  return Math.min(left, cut);
};

export const createBargains = ({ db, now }: { db: Db; now: () => number }) => {
  /** Starts the shopper's bargain of an activity on now. */
  const start = async (
    shopper: ShopperIdentity,
    activityId: number,
  ): Promise<ShopBargainRecord> => {
    const at = now();
    const date = formatDateTime(at);
    const by = `customer:${shopper.customerId}`;
    const id = await db.transaction().execute(async (trx) => {
      const activity = await activityOf(trx, shopper.tenantId, activityId);
      if (!bargainOn(activity, date))
        throw new AppError(400, 'bargain.notNow', { field: 'activityId' });
      if (activity.stock <= 0) throw new AppError(400, 'bargain.soldOut', { field: 'activityId' });
      await holdCustomer(trx, shopper.customerId);
      const mine = (await untyped(trx)
        .selectFrom('bargainRecord')
        .select(['status'])
        .where('activityId', '=', activity.id)
        .where('customerId', '=', shopper.customerId)
        .execute()) as { status: number }[];
      if (mine.some((record) => record.status === BARGAIN_STATUS.inProgress))
        throw new AppError(400, 'bargain.inProgress', { field: 'activityId' });
      if (activity.totalLimitCount > 0 && mine.length >= activity.totalLimitCount)
        throw new AppError(400, 'bargain.limitReached', {
          field: 'activityId',
          values: { limit: String(activity.totalLimitCount) },
        });
      const ends = Math.min(
        at + activity.limitDuration * 3_600_000,
        parseDateTime(activity.endTime),
      );
      const created = (await untyped(trx)
        .insertInto('bargainRecord')
        .values({
          tenantId: activity.tenantId,
          organId: activity.organId,
          organPath: activity.organPath,
          activityId: activity.id,
          customerId: shopper.customerId,
          bargainFirstPrice: Number(activity.bargainFirstPrice),
          bargainMinPrice: Number(activity.bargainMinPrice),
          bargainPrice: Number(activity.bargainFirstPrice),
          helpCount: 0,
          status: BARGAIN_STATUS.inProgress,
          endTime: formatDateTime(ends),
          createBy: by,
          createDate: date,
          updateBy: by,
          updateDate: date,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      return created.id;
    });
    return bargainRecordOf(db, shopper.tenantId, id);
  };

  /** A helper's cut of another shopper's bargain in progress. */
  const help = async (shopper: ShopperIdentity, recordId: number) => {
    const date = formatDateTime(now());
    const by = `customer:${shopper.customerId}`;
    const reducePrice = await db.transaction().execute(async (trx) => {
      const record = (await untyped(trx)
        .selectFrom('bargainRecord')
        .selectAll()
        .where('id', '=', recordId)
        .where('tenantId', '=', shopper.tenantId)
        .executeTakeFirst()) as Record | undefined;
      if (!record) throw notFound();
      if (record.status !== BARGAIN_STATUS.inProgress || record.endTime <= date)
        throw new AppError(400, 'bargain.notOpen', { field: 'recordId' });
      if (record.customerId === shopper.customerId)
        throw new AppError(400, 'bargain.ownBargain', { field: 'recordId' });
      const activity = await activityOf(trx, shopper.tenantId, record.activityId);
      if (!activity) throw notFound();
      // The helper's cuts one at a time: their quota holds when they help twice at once.
      await holdCustomer(trx, shopper.customerId);
      const helps = (await untyped(trx)
        .selectFrom('bargainHelp')
        .select(['recordId'])
        .where('activityId', '=', activity.id)
        .where('customerId', '=', shopper.customerId)
        .execute()) as { recordId: number }[];
      if (helps.some((each) => Number(each.recordId) === record.id))
        throw new AppError(400, 'bargain.alreadyHelped', { field: 'recordId' });
      if (helps.length >= activity.bargainCount)
        throw new AppError(400, 'bargain.noCutsLeft', {
          field: 'recordId',
          values: { limit: String(activity.bargainCount) },
        });
      const price = Number(record.bargainPrice);
      const floor = Number(record.bargainMinPrice);
      const cut = cutOf(
        { bargainPrice: price, bargainMinPrice: floor, helpCount: record.helpCount },
        {
          randomMinPrice: Number(activity.randomMinPrice),
          randomMaxPrice: Number(activity.randomMaxPrice),
          helpMaxCount: activity.helpMaxCount,
        },
      );
      const done = price - cut <= floor || record.helpCount + 1 >= activity.helpMaxCount;
      // A compare-and-set on the price read: another helper's cut first refuses this one.
      const moved = await untyped(trx)
        .updateTable('bargainRecord')
        .set({
          bargainPrice: price - cut,
          helpCount: record.helpCount + 1,
          status: done ? BARGAIN_STATUS.succeeded : BARGAIN_STATUS.inProgress,
          updateBy: by,
          updateDate: date,
        })
        .where('id', '=', record.id)
        .where('status', '=', BARGAIN_STATUS.inProgress)
        .where('helpCount', '=', record.helpCount)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new AppError(400, 'state.changed');
      await untyped(trx)
        .insertInto('bargainHelp')
        .values({
          tenantId: record.tenantId,
          organId: record.organId,
          organPath: record.organPath,
          recordId: record.id,
          activityId: activity.id,
          customerId: shopper.customerId,
          reducePrice: cut,
          createBy: by,
          createDate: date,
          updateBy: by,
          updateDate: date,
        })
        .execute();
      return cut;
    });
    return { reducePrice, record: await bargainRecordOf(db, shopper.tenantId, recordId) };
  };

  /** The shopper's own bargains, newest first. */
  const mine = async (shopper: ShopperIdentity) =>
    (
      (await untyped(db)
        .selectFrom('bargainRecord')
        .select(['id', 'activityId', 'status'])
        .where('tenantId', '=', shopper.tenantId)
        .where('customerId', '=', shopper.customerId)
        .orderBy('id', 'desc')
        .limit(200)
        .execute()) as { id: number; activityId: number; status: number }[]
    ).map((row) => ({ id: row.id, activityId: Number(row.activityId), status: row.status }));

  /** The clock's part: bargains in progress whose time ran out fail. */
  const failDue = async (limit = 500) => {
    const date = formatDateTime(now());
    const due = (
      (await untyped(db)
        .selectFrom('bargainRecord')
        .select('id')
        .where('status', '=', BARGAIN_STATUS.inProgress)
        .where('endTime', '<=', date)
        .orderBy('id')
        .limit(limit)
        .execute()) as { id: number }[]
    ).map((row) => row.id);
    if (due.length === 0) return 0;
    const moved = await untyped(db)
      .updateTable('bargainRecord')
      .set({ status: BARGAIN_STATUS.failed, updateBy: SYSTEM, updateDate: date })
      .where('id', 'in', due)
      .where('status', '=', BARGAIN_STATUS.inProgress)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows);
  };

  return { start, help, mine, failDue };
};

export type Bargains = ReturnType<typeof createBargains>;
