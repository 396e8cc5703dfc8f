import type { Db } from '../../db/database';
import { createActivityClock } from './activity-clock';
import { createCoupons } from './coupon.service';
import { createPricing } from './pricing/pricing.service';
import { createRuleTester } from './rules/rule-test';
import { createBargains } from './bargain/bargain.service';
import { bargainRecordOf, shopBargains } from './bargain/bargain-shop';
import { shopGroupon, shopGroupons } from './groupon/groupon-shop';
import { shopSeckills } from './seckill.service';
import { createPromotionOverview } from './promotion-overview';

// Marketing's services, built once (services.ts) before the orders that use them: the one
// pricing engine with its loader, and customers' coupons. docs/marketing.md.

/** How often the clock's part runs (unused coupons past their validity expired). */
export const COUPON_SWEEP_MS = 60_000;

export const createMarketing = ({ db, now }: { db: Db; now: () => number }) => {
  const pricing = createPricing({ db, now });
  const coupons = createCoupons({ db, now });
  const activities = createActivityClock(db);
  const rules = createRuleTester({ db, previewDetailed: pricing.previewDetailed });
  /** The storefront's flash sales on now (seckill.service.ts). */
  const seckills = (tenantId: number) => shopSeckills(db, tenantId, now());
  /** The storefront's group buys and one group's page (groupon/groupon-shop.ts). */
  const groupons = {
    list: (tenantId: number) => shopGroupons(db, tenantId, now()),
    group: (tenantId: number, id: number) => shopGroupon(db, tenantId, id),
  };
  /** Shoppers' bargains (bargain/): start, help, the clock; the storefront's reads. */
  const bargains = {
    ...createBargains({ db, now }),
    list: (tenantId: number) => shopBargains(db, tenantId, now()),
    record: (tenantId: number, id: number) => bargainRecordOf(db, tenantId, id),
  };
  /** Every promotion of every kind in one list (promotion-overview.ts). */
  const overview = createPromotionOverview(db);
  return { pricing, coupons, activities, rules, seckills, groupons, bargains, overview };
};

export type Marketing = ReturnType<typeof createMarketing>;
