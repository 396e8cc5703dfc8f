import type { Db } from '../../db/database';
import { createActivityClock } from './activity-clock';
import { createCoupons } from './coupon.service';
import { createPricing } from './pricing/pricing.service';
import { createRuleTester } from './rules/rule-test';

// Marketing's services, built once (services.ts) before the orders that use them: the one
// pricing engine with its loader, and customers' coupons. docs/marketing.md.

/** How often the clock's part runs (unused coupons past their validity expired). */
export const COUPON_SWEEP_MS = 60_000;

export const createMarketing = ({ db, now }: { db: Db; now: () => number }) => {
  const pricing = createPricing({ db, now });
  const coupons = createCoupons({ db, now });
  const activities = createActivityClock(db);
  const rules = createRuleTester({ db, previewDetailed: pricing.previewDetailed });
  return { pricing, coupons, activities, rules };
};

export type Marketing = ReturnType<typeof createMarketing>;
