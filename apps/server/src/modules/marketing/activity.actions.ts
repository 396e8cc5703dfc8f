import { resources, type Resource } from '@retail/contract';
import type { Db } from '../../db/database';
import { transitionHandler } from '../../resources/transition';

// The life of timed activities, coupon templates and rules in the console (docs/marketing.md).

const declared = (key: keyof typeof resources) => resources[key] as unknown as Resource;

export const activityActions = (db: Db) => {
  const step = (key: keyof typeof resources, action: string) =>
    transitionHandler(db, declared(key), action);
  return {
    coupon: { activate: step('coupon', 'activate'), stop: step('coupon', 'stop') },
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
