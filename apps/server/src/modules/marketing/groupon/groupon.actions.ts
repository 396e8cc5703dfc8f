import { resources, type Resource } from '@retail/contract';
import type { Db } from '../../../db/database';
import { transitionHandler } from '../../../resources/transition';
import { scheduleThenStart } from '../activity.actions';
import { scheduleItemActivity } from '../activity-item';
import { GROUPON_ITEMS } from './groupon.hooks';

// A group buy's life in the console (docs/marketing.md): Schedule checks it whole (a window not
// over, goods listed, every group price still above zero and below the prices, none of its
// units in another live group buy at the same time where both can apply); Stop is a plain step
// (groups open then still run to their end); the clock starts and ends it.

export const grouponActions = (db: Db) => ({
  grouponActivity: {
    schedule: scheduleThenStart(db, 'grouponActivity', scheduleItemActivity(GROUPON_ITEMS)),
    stop: transitionHandler(db, resources.grouponActivity as unknown as Resource, 'stop'),
  },
});
