import {
  type Resource,
  secKillSceneResource,
  secKillsItemResource,
  TIME_OF_DAY_PATTERN,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';
import { activityItemHooks, type ItemActivity } from './activity-item';
import { checkWindow, withDefaults } from './promotion.hooks';

// The rules of flash sales on an edit (docs/marketing.md): a time slot is `HH:mm`–`HH:mm` of
// one day, its end after its start, and the enabled slots of a tenant never overlap; a flash
// sale's window ends after it starts; an item's flash price is above zero and below every store
// price of its unit, its SKU one of its goods' (activity-item.ts), and its stock what was put in
// (an item is only edited while its flash sale is a draft). Schedule checks the items again.

const ENABLED = 1;

const sceneHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    const values = withDefaults(secKillSceneResource as unknown as Resource, body);
    const start = String(values.startTime ?? '');
    const end = String(values.endTime ?? '');
    if (!TIME_OF_DAY_PATTERN.test(start))
      throw new AppError(400, 'seckill.timeFormat', { field: 'startTime' });
    if (!TIME_OF_DAY_PATTERN.test(end))
      throw new AppError(400, 'seckill.timeFormat', { field: 'endTime' });
    if (end <= start) throw new AppError(400, 'activity.endBeforeStart', { field: 'endTime' });
    const enabled = values.status === true || Number(values.status) === ENABLED;
    if (!enabled) return;
    let query = untyped(db)
      .selectFrom('seckillScene')
      .select('name')
      .where('tenantId', '=', scope.tenantId)
      .where('status', '=', ENABLED)
      .where('startTime', '<', end)
      .where('endTime', '>', start);
    if (typeof body.id === 'number') query = query.where('id', '<>', body.id);
    const other = (await query.orderBy('startTime').executeTakeFirst()) as
      { name: string } | undefined;
    if (other)
      throw new AppError(400, 'seckill.sceneOverlap', {
        field: 'startTime',
        values: { scene: other.name },
      });
  },
  beforeRemove: async (_scope, row) => {
    const used = await untyped(db)
      .selectFrom('seckillActivity')
      .select('id')
      .where('sceneId', '=', row.id)
      .executeTakeFirst();
    if (used) throw new AppError(400, 'seckill.sceneInUse', { field: 'id' });
  },
});

/** Flash sales' goods: their flash price, their own stock (activity-item.ts). */
export const SECKILL_ITEMS: ItemActivity = {
  activityTable: 'seckillActivity',
  itemTable: 'seckillItem',
  priceField: 'seckillPrice',
  messages: 'seckill',
};

// What is left starts as what was put in (edited only while a draft: nothing sold yet).
const itemHooks = activityItemHooks(
  secKillsItemResource as unknown as Resource,
  SECKILL_ITEMS,
  async (_scope, values) => ({ stock: Number(values.totalStock ?? 0) }),
);

/** The hooks of flash sales, by registry key. */
export const seckillHooks = {
  secKillScene: sceneHooks,
  secKills: (_db: Db): ResourceHooks => ({ check: async (_scope, body) => checkWindow(body) }),
  secKillsItem: itemHooks,
};
