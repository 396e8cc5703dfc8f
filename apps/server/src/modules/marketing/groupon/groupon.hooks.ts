import { grouponActivityItemResource, type Resource } from '@retail/contract';
import type { Db } from '../../../db/database';
import type { ResourceHooks } from '../../../resources/resource.service';
import { activityItemHooks, type ItemActivity } from '../activity-item';
import { checkWindow } from '../promotion.hooks';

// The rules of group buys on an edit (docs/marketing.md): the window ends after it starts; a
// goods' group price is above zero and below every store price of its unit, its SKU one of its
// goods', listed once (activity-item.ts). Schedule checks the goods again (groupon.actions.ts).

/** Group buys' goods at their group price (activity-item.ts). */
export const GROUPON_ITEMS: ItemActivity = {
  activityTable: 'grouponActivity',
  itemTable: 'grouponActivityItem',
  priceField: 'grouponPrice',
  messages: 'groupon',
};

/** The hooks of group buys, by registry key. */
export const grouponHooks = {
  grouponActivity: (_db: Db): ResourceHooks => ({
    check: async (_scope, body) => checkWindow(body),
  }),
  grouponActivityItem: activityItemHooks(
    grouponActivityItemResource as unknown as Resource,
    GROUPON_ITEMS,
  ),
};
