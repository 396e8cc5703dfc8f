import {
  couponResource,
  DISCOUNT_TYPE,
  PRODUCT_SCOPE,
  type Resource,
  VALIDITY_TYPE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';
import { checkScopeLine, numberOrNull, withDefaults } from './promotion.hooks';

// The terms of a coupon template (docs/marketing.md), checked on every edit and again when it
// starts: an amount off says how much, a minimum spend is not below it, a validity is a window
// (fixed dates, or days after the claim) that ends after it starts. Starting also needs a window
// not over yet and, for listed goods or categories, the list. A template whose coupons were
// given is never removed (they point at it).

type Values = Record<string, unknown>;

/** The template's terms agree with each other (else 400 naming the field). */
export const checkCouponTerms = (values: Values) => {
  const discountPrice = Number(values.discountPrice ?? 0);
  const usePrice = Number(values.usePrice ?? 0);
  if (Number(values.discountType) === DISCOUNT_TYPE.amount) {
    if (discountPrice <= 0)
      throw new AppError(400, 'coupon.discountMissing', { field: 'discountPrice' });
    if (usePrice > 0 && usePrice < discountPrice)
      throw new AppError(400, 'coupon.thresholdBelowValue', { field: 'usePrice' });
  }
  if (Number(values.validityType) === VALIDITY_TYPE.fixed) {
    const start = values.validStartTime ? String(values.validStartTime) : null;
    const end = values.validEndTime ? String(values.validEndTime) : null;
    if (start === null)
      throw new AppError(400, 'coupon.validityMissing', { field: 'validStartTime' });
    if (end === null) throw new AppError(400, 'coupon.validityMissing', { field: 'validEndTime' });
    if (end <= start) throw new AppError(400, 'activity.endBeforeStart', { field: 'validEndTime' });
  } else if (Number(values.fixedEndTerm) <= Number(values.fixedStartTerm)) {
    throw new AppError(400, 'activity.endBeforeStart', { field: 'fixedEndTerm' });
  }
};

/**
 * What starting a template needs beyond its terms: a fixed window not over at `nowText`, and the
 * goods or categories it lists when its scope lists them (each matching the scope).
 */
export const checkCouponStart = async (trx: Db, row: ResourceRow, nowText: string) => {
  checkCouponTerms(row);
  if (Number(row.validityType) === VALIDITY_TYPE.fixed && String(row.validEndTime ?? '') <= nowText)
    throw new AppError(400, 'activity.alreadyOver', { field: 'validEndTime' });
  const productScope = Number(row.productScope);
  if (productScope === PRODUCT_SCOPE.all) return;
  const lines = (await untyped(trx)
    .selectFrom('couponUsingRange')
    .select(['goodsId', 'goodsTypeId'])
    .where('couponId', '=', row.id)
    .execute()) as { goodsId: unknown; goodsTypeId: unknown }[];
  if (lines.length === 0) throw new AppError(400, 'activity.noScope', { field: 'productScope' });
  for (const line of lines)
    checkScopeLine(
      { goodsId: numberOrNull(line.goodsId), goodsTypeId: numberOrNull(line.goodsTypeId) },
      productScope,
    );
};

export const couponHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) =>
    checkCouponTerms(withDefaults(couponResource as unknown as Resource, body)),
  beforeRemove: async (_scope, row) => {
    const given = await untyped(db)
      .selectFrom('couponCustomer')
      .select('id')
      .where('couponId', '=', row.id)
      .executeTakeFirst();
    if (given || Number(row.takeCount ?? 0) > 0) throw new AppError(400, 'coupon.inUse');
  },
});
