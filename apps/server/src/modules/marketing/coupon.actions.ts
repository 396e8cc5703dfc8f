import { resources, type Resource } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ActionHandler } from '../../resources/resource-actions';
import { transitionHandler } from '../../resources/transition';

// Staff's steps on coupons: issue a template's coupons to customers, recall an unused one.

export const couponActions = (db: Db) => {
  const issue: ActionHandler = () => Promise.reject(new AppError(400, 'coupon.notRunning'));
  return {
    coupon: { issue },
    couponCustomer: {
      recall: transitionHandler(db, resources.couponCustomer as unknown as Resource, 'recall'),
    },
  };
};
