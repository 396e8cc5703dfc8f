import { timeOfDayMinutes } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';

// The rules across a store's opening periods: a period closes after it opens, and the periods
// of one store and weekday never overlap (touching ends are fine: 12:00-14:00 and 14:00-18:00).

type Period = {
  id?: number;
  storeId: number;
  weekday: number;
  openTime: string;
  closeTime: string;
};

export const storeScheduleHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const period = body as Period;
    if (timeOfDayMinutes(period.openTime) >= timeOfDayMinutes(period.closeTime))
      throw new AppError(400, 'field.scheduleOrder', { field: 'closeTime' });
    // The store's other periods that day, whoever sees them (`HH:mm` sorts as time).
    let others = db
      .selectFrom('storeSchedule')
      .select(['openTime', 'closeTime'])
      .where('storeId', '=', period.storeId)
      .where('weekday', '=', period.weekday)
      .where('openTime', '<', period.closeTime)
      .where('closeTime', '>', period.openTime);
    if (period.id !== undefined) others = others.where('id', '!=', period.id);
    const clash = await others.orderBy('openTime').executeTakeFirst();
    if (clash)
      throw new AppError(400, 'store.scheduleOverlap', {
        field: 'openTime',
        values: { from: clash.openTime, to: clash.closeTime },
      });
  },
});
