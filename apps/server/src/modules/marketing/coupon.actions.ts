import { type couponIssueInput, resources, type Resource } from '@retail/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { ActionHandler } from '../../resources/resource-actions';
import { transitionHandler } from '../../resources/transition';
import { createCoupons } from './coupon.service';

// Staff's steps on coupons: issue a template's coupons to customers, recall an unused one.

export const couponActions = (db: Db) => {
  // Issuing stamps its coupons with the caller's moment (scope.nowMs), not this clock.
  const coupons = createCoupons({ db, now: Date.now });
  const issue: ActionHandler = ({ scope, body }) =>
    coupons.issue(scope, body as z.infer<typeof couponIssueInput>);
  return {
    coupon: { issue },
    couponCustomer: {
      recall: transitionHandler(db, resources.couponCustomer as unknown as Resource, 'recall'),
    },
  };
};
