import {
  ACTIVITY_STATUS,
  type ShopCouponTemplate,
  type ShopperCoupon,
  TAKE_TYPE,
  VALIDITY_TYPE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import type { Owner } from '../../scope/scope';

// The storefront's coupon reads (docs/marketing.md): the templates a tenant's shoppers can claim
// now with how many are left, and a shopper's own coupons.

/** The templates a tenant's shoppers can claim now, with how many are left. */
export type Template = Owner & {
  id: number;
  name: string;
  status: number;
  takeType: number;
  totalCount: number;
  takeLimitCount: number;
  takeCount: number;
  usePrice: number | string;
  validityType: number;
  validStartTime: string | null;
  validEndTime: string | null;
  fixedStartTerm: number;
  fixedEndTerm: number;
  discountType: number;
  discountPercent: number;
  discountPrice: number | string;
  discountLimitPrice: number | string;
};

export type CouponRow = Owner & {
  id: number;
  couponId: number;
  customerId: number;
  name: string;
  status: number;
  usePrice: number | string;
  discountType: number;
  discountPercent: number;
  discountPrice: number | string;
  discountLimitPrice: number | string;
  validStartTime: string;
  validEndTime: string;
  useOrderId: number | null;
};

export const shopperCouponOf = (row: CouponRow): ShopperCoupon => ({
  id: row.id,
  couponId: row.couponId,
  name: row.name,
  status: row.status,
  usePrice: Number(row.usePrice),
  discountType: row.discountType,
  discountPercent: row.discountPercent,
  discountPrice: Number(row.discountPrice),
  discountLimitPrice: Number(row.discountLimitPrice),
  validStartTime: row.validStartTime,
  validEndTime: row.validEndTime,
  useOrderId: row.useOrderId ?? null,
});

export const claimableTemplates = async (
  db: Db,
  tenantId: number,
  at: number,
): Promise<ShopCouponTemplate[]> => {
  const date = formatDateTime(at);
  const rows = (await untyped(db)
    .selectFrom('couponTemplate')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('status', '=', ACTIVITY_STATUS.running)
    .where('takeType', '=', TAKE_TYPE.claim)
    .where((eb) => eb.or([eb('validEndTime', 'is', null), eb('validEndTime', '>', date)]))
    .orderBy('id', 'desc')
    .limit(100)
    .execute()) as (Template & { description: string | null })[];
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description ?? null,
      usePrice: Number(row.usePrice),
      discountType: row.discountType,
      discountPercent: row.discountPercent,
      discountPrice: Number(row.discountPrice),
      discountLimitPrice: Number(row.discountLimitPrice),
      validityType: row.validityType,
      validStartTime: row.validityType === VALIDITY_TYPE.term ? null : row.validStartTime,
      validEndTime: row.validityType === VALIDITY_TYPE.term ? null : row.validEndTime,
      fixedEndTerm: row.fixedEndTerm,
      remaining: row.totalCount < 0 ? null : Math.max(0, row.totalCount - row.takeCount),
    }))
    .filter((row) => row.remaining !== 0);
};

/** The shopper's coupons, newest first (optionally of one status). */
export const shopperCoupons = async (
  db: Db,
  shopper: ShopperIdentity,
  status?: number | null,
): Promise<ShopperCoupon[]> => {
  let query = untyped(db)
    .selectFrom('couponCustomer')
    .selectAll()
    .where('tenantId', '=', shopper.tenantId)
    .where('customerId', '=', shopper.customerId);
  if (typeof status === 'number') query = query.where('status', '=', status);
  const rows = (await query.orderBy('id', 'desc').limit(200).execute()) as CouponRow[];
  return rows.map(shopperCouponOf);
};
