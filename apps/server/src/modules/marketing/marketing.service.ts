import type { Db } from '../../db/database';
import { createCoupons } from './coupon.service';
import { createPricing } from './pricing/pricing.service';

// Marketing's services, built once (services.ts) before the orders that use them: the one
// pricing engine with its loader, and customers' coupons. docs/marketing.md.

/** How often the clock's part runs (unused coupons past their validity expired). */
export const COUPON_SWEEP_MS = 60_000;

export const createMarketing = ({ db, now }: { db: Db; now: () => number }) => {
  const pricing = createPricing({ db, now });
  const coupons = createCoupons({ db, now });
  return { pricing, coupons };
};

export type Marketing = ReturnType<typeof createMarketing>;
