import {
  ACTIVITY_STATUS,
  COUPON_STATUS,
  COUPON_USAGE,
  type ShopperCoupon,
  TAKE_TYPE,
  VALIDITY_TYPE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import type { Owner, Scope } from '../../scope/scope';
import { findOwnedOr404, notFound, type OwnedTable, untyped } from '../../scope/scoped-db';
import {
  claimableTemplates,
  type CouponRow,
  shopperCouponOf,
  shopperCoupons,
  type Template,
} from './coupon-shop';

// Customers' coupons (docs/marketing.md): claimed in the storefront or issued by staff from a
// running template (within what is left and the per-customer limit, a copy of the template's
// terms), used by an order in its checkout transaction, given back when that order is
// cancelled, expired by the clock. Every change is a compare-and-set; the usage ledger records
// each use and return.

const DAY_MS = 86_400_000;

const stamp = (by: string, date: string) => ({
  createBy: by,
  createDate: date,
  updateBy: by,
  updateDate: date,
});

export const createCoupons = ({ db, now }: { db: Db; now: () => number }) => {
  const templateOf = async (trx: Db, id: number) =>
    (await untyped(trx)
      .selectFrom('couponTemplate')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Template | undefined;

  /**
   * The validity a coupon given at `at` gets: the template's dates, or from `fixedStartTerm` to
   * `fixedEndTerm` days after it was given.
   */
  const validityOf = (template: Template, at: number) => {
    if (template.validityType === VALIDITY_TYPE.term)
      return {
        validStartTime: formatDateTime(at + template.fixedStartTerm * DAY_MS),
        validEndTime: formatDateTime(at + template.fixedEndTerm * DAY_MS),
      };
    return { validStartTime: template.validStartTime, validEndTime: template.validEndTime };
  };

  /**
   * Gives coupons of a running template to customers (`counts`: how many each), all or none:
   * the template's remaining taken by a guarded update (its row held until the end, so two
   * gifts never both pass a limit), then each customer's limit counted.
   */
  const give = async (
    trx: Db,
    template: Template,
    counts: Map<number, number>,
    by: string,
    at: number,
  ): Promise<CouponRow[]> => {
    const date = formatDateTime(at);
    const validity = validityOf(template, at);
    if (
      template.status !== ACTIVITY_STATUS.running ||
      (validity.validEndTime !== null && validity.validEndTime <= date)
    )
      throw new AppError(400, 'coupon.notRunning');
    const n = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const taken = await untyped(trx)
      .updateTable('couponTemplate')
      .set((eb) => ({ takeCount: eb('takeCount', '+', n), updateBy: by, updateDate: date }))
      .where('id', '=', template.id)
      .where('status', '=', ACTIVITY_STATUS.running)
      .where((eb) =>
        eb.or([eb('totalCount', '<', 0), eb(eb('takeCount', '+', n), '<=', eb.ref('totalCount'))]),
      )
      .returning('id')
      .executeTakeFirst();
    if (!taken) {
      const again = await templateOf(trx, template.id);
      throw new AppError(
        400,
        again?.status === ACTIVITY_STATUS.running ? 'coupon.soldOut' : 'coupon.notRunning',
      );
    }
    const made: CouponRow[] = [];
    for (const [customerId, count] of counts) {
      if (template.takeLimitCount >= 0) {
        const held = (await untyped(trx)
          .selectFrom('couponCustomer')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('couponId', '=', template.id)
          .where('customerId', '=', customerId)
          .executeTakeFirstOrThrow()) as { n: number | string };
        if (Number(held.n) + count > template.takeLimitCount)
          throw new AppError(400, 'coupon.limitReached', {
            values: { limit: String(template.takeLimitCount) },
          });
      }
      for (let index = 0; index < count; index += 1)
        made.push(
          (await untyped(trx)
            .insertInto('couponCustomer')
            .values({
              tenantId: template.tenantId,
              organId: template.organId,
              organPath: template.organPath,
              couponId: template.id,
              customerId,
              name: template.name,
              status: COUPON_STATUS.unused,
              takeType: template.takeType,
              usePrice: template.usePrice,
              discountType: template.discountType,
              discountPercent: template.discountPercent,
              discountPrice: template.discountPrice,
              discountLimitPrice: template.discountLimitPrice,
              ...validity,
              ...stamp(by, date),
            })
            .returningAll()
            .executeTakeFirstOrThrow()) as CouponRow,
        );
    }
    return made;
  };

  /** A shopper claims a coupon of a running template of their tenant that customers claim. */
  const claim = async (shopper: ShopperIdentity, templateId: number): Promise<ShopperCoupon> => {
    const template = await templateOf(db, templateId);
    if (!template || template.tenantId !== shopper.tenantId) throw notFound();
    if (template.status !== ACTIVITY_STATUS.running) throw new AppError(400, 'coupon.notRunning');
    if (template.takeType !== TAKE_TYPE.claim) throw new AppError(400, 'coupon.notClaimable');
    const [coupon] = await db
      .transaction()
      .execute((trx) =>
        give(
          trx,
          template,
          new Map([[shopper.customerId, 1]]),
          `customer:${shopper.customerId}`,
          now(),
        ),
      );
    if (!coupon) throw new Error('no coupon made');
    return shopperCouponOf(coupon);
  };

  /**
   * Staff issue a running template's coupon (claimed or issued kind) to customers they can see
   * (404 otherwise, nothing written), each within the per-customer limit, all or none.
   */
  const issue = async (scope: Scope, body: { id: number; customerIds: number[] }) =>
    db.transaction().execute(async (trx) => {
      const template = (await findOwnedOr404(
        trx,
        scope,
        'couponTemplate' as OwnedTable,
        body.id,
      )) as unknown as Template;
      const counts = new Map<number, number>();
      for (const customerId of body.customerIds) {
        if (!counts.has(customerId)) {
          const customer = (await findOwnedOr404(
            trx,
            scope,
            'customer' as OwnedTable,
            customerId,
          )) as unknown as Owner;
          if (customer.tenantId !== template.tenantId) throw notFound();
        }
        counts.set(customerId, (counts.get(customerId) ?? 0) + 1);
      }
      if (template.takeType !== TAKE_TYPE.claim && template.takeType !== TAKE_TYPE.issue)
        throw new AppError(400, 'coupon.notRunning');
      await give(trx, template, counts, scope.userName, scope.nowMs);
      return [
        (await templateOf(trx, template.id)) as unknown as { id: number } & Record<string, unknown>,
      ];
    });

  /**
   * The order uses the customer's coupon (in the checkout's transaction): unused → used by a
   * compare-and-set (a second order with the same coupon finds it used: 400), a usage record,
   * the template's use count up.
   */
  const use = async (
    trx: Db,
    input: { couponId: number; customerId: number; orderId: number; discount: number },
    by: string,
    date: string,
  ) => {
    const coupon = (await untyped(trx)
      .updateTable('couponCustomer')
      .set({
        status: COUPON_STATUS.used,
        useOrderId: input.orderId,
        useTime: date,
        updateBy: by,
        updateDate: date,
      })
      .where('id', '=', input.couponId)
      .where('customerId', '=', input.customerId)
      .where('status', '=', COUPON_STATUS.unused)
      .returningAll()
      .executeTakeFirst()) as CouponRow | undefined;
    if (!coupon) throw new AppError(400, 'coupon.notYours', { field: 'couponId' });
    await record(trx, coupon, input.orderId, COUPON_USAGE.used, input.discount, by, date);
    await untyped(trx)
      .updateTable('couponTemplate')
      .set((eb) => ({ useCount: eb('useCount', '+', 1) }))
      .where('id', '=', coupon.couponId)
      .execute();
  };

  const record = async (
    trx: Db,
    coupon: CouponRow,
    orderId: number,
    action: number,
    discount: number,
    by: string,
    date: string,
  ) =>
    untyped(trx)
      .insertInto('couponUsageRecord')
      .values({
        tenantId: coupon.tenantId,
        organId: coupon.organId,
        organPath: coupon.organPath,
        couponCustomerId: coupon.id,
        couponId: coupon.couponId,
        customerId: coupon.customerId,
        orderId,
        action,
        discountPrice: discount,
        ...stamp(by, date),
      })
      .execute();

  /**
   * A cancelled order gives its coupon back (in the cancel's transaction): unused again while
   * valid, else expired; a return record, the use count down. A repeat finds nothing to do.
   */
  const giveBack = async (trx: Db, orderId: number, by: string, at: number = now()) => {
    const date = formatDateTime(at);
    const used = (await untyped(trx)
      .selectFrom('couponCustomer')
      .selectAll()
      .where('useOrderId', '=', orderId)
      .where('status', '=', COUPON_STATUS.used)
      .execute()) as CouponRow[];
    for (const coupon of used) {
      const back = await untyped(trx)
        .updateTable('couponCustomer')
        .set({
          status: coupon.validEndTime > date ? COUPON_STATUS.unused : COUPON_STATUS.expired,
          useOrderId: null,
          useTime: null,
          updateBy: by,
          updateDate: date,
        })
        .where('id', '=', coupon.id)
        .where('status', '=', COUPON_STATUS.used)
        .where('useOrderId', '=', orderId)
        .returning('id')
        .executeTakeFirst();
      if (!back) continue;
      const discount = (await untyped(trx)
        .selectFrom('tradeOrder')
        .select('couponPrice')
        .where('id', '=', orderId)
        .executeTakeFirst()) as { couponPrice: number | string } | undefined;
      await record(
        trx,
        coupon,
        orderId,
        COUPON_USAGE.returned,
        Number(discount?.couponPrice ?? 0),
        by,
        date,
      );
      await untyped(trx)
        .updateTable('couponTemplate')
        .set((eb) => ({ useCount: eb('useCount', '-', 1) }))
        .where('id', '=', coupon.couponId)
        .where('useCount', '>', 0)
        .execute();
    }
  };

  /** The clock's part: unused coupons whose validity ended become expired. */
  const expireDue = async (at: number = now()): Promise<number> => {
    const date = formatDateTime(at);
    const rows = await untyped(db)
      .updateTable('couponCustomer')
      .set({ status: COUPON_STATUS.expired, updateBy: 'system', updateDate: date })
      .where('status', '=', COUPON_STATUS.unused)
      .where('validEndTime', '<=', date)
      .returning('id')
      .execute();
    return rows.length;
  };

  /** The storefront's reads (coupon-shop.ts). */
  const templates = (tenantId: number) => claimableTemplates(db, tenantId, now());
  const mine = (shopper: ShopperIdentity, status?: number | null) =>
    shopperCoupons(db, shopper, status);

  return { claim, issue, use, giveBack, expireDue, templates, mine };
};

export type Coupons = ReturnType<typeof createCoupons>;
