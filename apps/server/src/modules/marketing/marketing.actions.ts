import { resources, type Resource } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ActionHandler } from '../../resources/resource-actions';
import { transitionHandler } from '../../resources/transition';

// The console's steps on marketing records (registry actions, docs/marketing.md).

const declared = (key: keyof typeof resources) => resources[key] as unknown as Resource;

export const marketingActions = (db: Db) => {
  const step = (key: keyof typeof resources, action: string) =>
    transitionHandler(db, declared(key), action);
  const issue: ActionHandler = () => Promise.reject(new AppError(400, 'coupon.notRunning'));
  return {
    coupon: { activate: step('coupon', 'activate'), stop: step('coupon', 'stop'), issue },
    couponCustomer: { recall: step('couponCustomer', 'recall') },
    promotionMarkdown: {
      schedule: step('promotionMarkdown', 'schedule'),
      stop: step('promotionMarkdown', 'stop'),
    },
    promotionFullReduction: {
      schedule: step('promotionFullReduction', 'schedule'),
      stop: step('promotionFullReduction', 'stop'),
    },
    droolsRule: { publish: step('droolsRule', 'publish'), disable: step('droolsRule', 'disable') },
  };
};
