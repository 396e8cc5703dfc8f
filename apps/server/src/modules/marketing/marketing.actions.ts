import type { Db } from '../../db/database';
import { activityActions } from './activity.actions';
import { couponActions } from './coupon.actions';
import { ruleVersionActions } from './rules/rule-versions';
import { bargainActions } from './bargain/bargain.actions';
import { grouponActions } from './groupon/groupon.actions';
import { seckillActions } from './seckill.actions';
import { decorationActions } from './decoration/decoration.actions';

// The console's steps on marketing records (registry actions, docs/marketing.md): the life of
// activities, templates and rules (activity.actions.ts), and coupons given and taken back
// (coupon.actions.ts), flash sales (seckill.actions.ts), a rule's rollback to one of its
// versions (rules/rule-versions.ts).

export const marketingActions = (db: Db) => {
  const activities = activityActions(db);
  const coupons = couponActions(db);
  return {
    ...activities,
    ...coupons,
    ...seckillActions(db),
    ...grouponActions(db),
    ...bargainActions(db),
    ...decorationActions(db),
    ...ruleVersionActions(db),
    coupon: { ...activities.coupon, ...coupons.coupon },
  };
};
