import type { Services } from '../../services';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import type { Db } from '../database';
import { seedScopeOf } from './seed-helpers';

// The demo marketing of Sunrise Retail (SEED=demo; docs/marketing.md), made through the
// console's own calls so that every rule holds: a coupon shoppers can claim (¥5 off from ¥30),
// a full reduction running for a year (¥3 off soft drinks from ¥30), a published rule (free
// delivery from ¥80 at weekends), a group buy running for a month (bananas at ¥7.00 in
// groups of two, open 24 hours) and a markdown left as a draft. Thresholds sit above what the
// demo's orders and the shop's browser test buy, so their amounts stay as they are. Once per
// database.

const TENANT_ADMIN = 'sunrise.admin';
const DAY_MS = 86_400_000;

type Row = { id: number } & Record<string, unknown>;

export const seedDemoMarketing = async (
  db: Db,
  services: Pick<Services, 'resources'>,
  nowMs: number,
): Promise<void> => {
  const scope = await seedScopeOf(db, TENANT_ADMIN, nowMs);
  if (!scope) return;
  const { services: registry, actions } = services.resources;
  if ((await registry.coupon.all(scope, {} as never)).length > 0) return;
  const edit = async (service: { edit: (s: Scope, b: never) => Promise<unknown> }, body: object) =>
    (await service.edit(scope, body as never)) as Row;
  const from = formatDateTime(nowMs - DAY_MS);
  const until = formatDateTime(nowMs + 365 * DAY_MS);

  const coupon = await edit(registry.coupon, {
    name: '¥5 off from ¥30',
    description: 'Claim it on the storefront; one per customer.',
    takeType: 1,
    totalCount: 1000,
    takeLimitCount: 1,
    usePrice: 3000,
    productScope: 1,
    validityType: 1,
    validStartTime: from,
    validEndTime: until,
    discountType: 1,
    discountPrice: 500,
  });
  await actions.coupon.activate({ scope, body: { id: coupon.id } });

  const softDrinks = await db
    .selectFrom('goodsType')
    .select(['id'])
    .where('tenantId', '=', scope.tenantId)
    .where('name', '=', 'Soft drinks')
    .executeTakeFirst();
  if (softDrinks) {
    const reduction = await edit(registry.promotionFullReduction, {
      name: '¥3 off soft drinks from ¥30',
      startTime: from,
      endTime: until,
      conditionType: 10,
      productScope: 3,
    });
    await edit(registry.promoScope, { reductionId: reduction.id, goodsTypeId: softDrinks.id });
    await edit(registry.promotionFullReductionRule, {
      reductionId: reduction.id,
      limitPrice: 3000,
      discountPrice: 300,
      freeDelivery: false,
    });
    await actions.promotionFullReduction.schedule({ scope, body: { id: reduction.id } });
  }

  const rule = await edit(registry.droolsRule, {
    name: 'Weekend free delivery from ¥80',
    ruleKey: 'WEEKEND_FREE_DELIVERY',
    category: 10,
    description: 'Saturdays and Sundays, carts of ¥80 or more travel free.',
    content: JSON.stringify({
      conditions: {
        all: [
          { fact: 'weekday', operator: 'in', value: [6, 7] },
          { fact: 'cartTotal', operator: 'greaterThanInclusive', value: 8000 },
        ],
      },
      event: { type: 'freeDelivery' },
    }),
    salience: 10,
  });
  await actions.droolsRule.publish({ scope, body: { id: rule.id } });

  const bananas = await db
    .selectFrom('goods')
    .select(['id'])
    .where('tenantId', '=', scope.tenantId)
    .where('goodsCode', '=', 'SR-0004')
    .executeTakeFirst();
  const markdown = await edit(registry.promotionMarkdown, {
    name: 'Banana week (draft)',
    startTime: formatDateTime(nowMs + 7 * DAY_MS),
    endTime: formatDateTime(nowMs + 14 * DAY_MS),
    remark: 'Schedule it to take 10 % off the bananas for a week.',
  });
  if (bananas)
    await edit(registry.promotionMarkdownItem, {
      markdownId: markdown.id,
      goodsId: bananas.id,
      discountType: 2,
      discountPercent: 10,
    });
  if (bananas) {
    const groupBuy = await edit(registry.grouponActivity, {
      name: 'Bananas for two',
      startTime: from,
      endTime: formatDateTime(nowMs + 30 * DAY_MS),
      userSize: 2,
      limitDuration: 24,
      singleLimitCount: 3,
      remark: 'Open a group on the storefront and share its page; both pay ¥7.00 a kilo.',
    });
    await edit(registry.grouponActivityItem, {
      activityId: groupBuy.id,
      goodsId: bananas.id,
      grouponPrice: 700,
    });
    await actions.grouponActivity.schedule({ scope, body: { id: groupBuy.id } });
  }
};
