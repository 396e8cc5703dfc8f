import { resources, type Resource } from '@retail/contract';
import type { Db } from '../../db/database';
import { transitionHandler } from '../../resources/transition';
import { scheduleThenStart } from './activity.actions';
import { scheduleItemActivity } from './activity-item';
import { SECKILL_ITEMS } from './seckill.hooks';

// A flash sale's life in the console (docs/marketing.md): Schedule checks it whole in the
// transaction that moves it (a window not over, goods listed, every flash price still above
// zero and below the prices, and none of its goods or SKUs in another live flash sale of the
// same time slot whose dates overlap, where both can apply: activity-item.ts); Stop is a plain
// step; the clock starts and ends it.

export const seckillActions = (db: Db) => ({
  secKills: {
    schedule: scheduleThenStart(db, 'secKills', scheduleItemActivity(SECKILL_ITEMS, ['sceneId'])),
    stop: transitionHandler(db, resources.secKills as unknown as Resource, 'stop'),
  },
});
