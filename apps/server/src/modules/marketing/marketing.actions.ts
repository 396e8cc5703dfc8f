import type { Db } from '../../db/database';
import { activityActions } from './activity.actions';
import { couponActions } from './coupon.actions';

// The console's steps on marketing records (registry actions, docs/marketing.md): the life of
// activities, templates and rules (activity.actions.ts), and coupons given and taken back
// (coupon.actions.ts).

export const marketingActions = (db: Db) => {
  const activities = activityActions(db);
  const coupons = couponActions(db);
  return {
    ...activities,
    ...coupons,
    coupon: { ...activities.coupon, ...coupons.coupon },
  };
};
