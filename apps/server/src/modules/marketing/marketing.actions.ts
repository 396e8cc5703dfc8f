import type { Db } from '../../db/database';
import { activityActions } from './activity.actions';
import { couponActions } from './coupon.actions';
import { seckillActions } from './seckill.actions';

// The console's steps on marketing records (registry actions, docs/marketing.md): the life of
// activities, templates and rules (activity.actions.ts), and coupons given and taken back
// (coupon.actions.ts), flash sales (seckill.actions.ts).

export const marketingActions = (db: Db) => {
  const activities = activityActions(db);
  const coupons = couponActions(db);
  return {
    ...activities,
    ...coupons,
    ...seckillActions(db),
    coupon: { ...activities.coupon, ...coupons.coupon },
  };
};
