import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  call,
  categories,
  count,
  db,
  edit,
  FR,
  goods,
  markdown,
  MD,
  ok,
  reduction,
  refused,
  startActivityWorld,
  statusOf,
  world,
} from './marketing-activity.support';
import { organIdOf } from './support/admin-calls';

// Markdowns and full reductions through the console's API, as Sunrise's administrator
// (docs/marketing.md): each refusal names its field in the caller's language and saves nothing;
// scheduling checks the whole activity and refuses a goods in two at once. The demo runs a full
// reduction on all goods for a year, so these windows sit later than that.
beforeAll(startActivityWorld);
afterAll(() => world.t?.close());

describe('markdowns', () => {
  it('refuses an end before the start, saving nothing', async () => {
    const body = { name: 'Backwards', startTime: at(500), endTime: at(499) };
    await refused(call(`${MD}/edit`, body), 'endTime', 'The end must be after the start');
    await refused(call(`${MD}/edit`, body, 'zh'), 'endTime', '结束时间必须晚于开始时间');
    expect(await count('promotion_markdown', sql`name = 'Backwards'`)).toBe(0);
  });

  it('keeps an amount off below every store price of the goods, on edit and on schedule', async () => {
    const row = await markdown('Banana deal', 500, 510);
    const item = { markdownId: row.id, goodsId: goods['SR-0004'], discountType: 1 };
    await refused(
      call(`${MD}-item/edit`, { ...item, discountPrice: 980 }),
      'discountPrice',
      'The discount must be less than the price (“Bananas (1 kg)” sells at 9.80)',
    );
    await refused(
      call(`${MD}-item/edit`, { ...item, discountPrice: 1000 }, 'es'),
      'discountPrice',
      'El descuento debe ser menor que el precio («Bananas (1 kg)» cuesta 9.80)',
    );
    await refused(call(`${MD}-item/edit`, { ...item, discountPrice: 0 }), 'discountPrice');
    expect(await count('promotion_markdown_item', sql`markdown_id = ${row.id}`)).toBe(0);
    await edit(`${MD}-item`, { ...item, discountPrice: 500 });
    // The price went down since: scheduling names the goods and its price now.
    const price = (cents: number) =>
      sql`update goods_price set price_cents = ${cents} where goods_id = ${goods['SR-0004']}`;
    await price(400).execute(db());
    await refused(call(`${MD}/schedule`, { id: row.id }), 'discountPrice', /sells at 4\.00/);
    await price(980).execute(db());
    expect(await statusOf('promotion_markdown', row.id)).toBe(0);
    await ok(call(`${MD}/schedule`, { id: row.id }));
    expect(await statusOf('promotion_markdown', row.id)).toBe(10);
    // Scheduled, it and its goods are locked.
    const renamed = { id: row.id, name: 'Renamed', startTime: at(500), endTime: at(510) };
    await refused(call(`${MD}/edit`, renamed), 'status');
    await refused(call(`${MD}-item/edit`, { ...item, discountPrice: 100 }), 'markdownId');
  });

  it('refuses to schedule one without goods, or already over', async () => {
    const empty = await markdown('Nothing yet', 520, 521);
    await refused(call(`${MD}/schedule`, { id: empty.id }), 'id', 'It has no goods yet');
    await refused(call(`${MD}/schedule`, { id: empty.id }, 'zh'), 'id', '活动还没有商品，无法发布');
    const over = await markdown('Last week', -8, -1, [{ goodsId: goods['SR-0003'] }]);
    await refused(
      call(`${MD}/schedule`, { id: over.id }),
      'endTime',
      'Its end has already passed; it cannot be scheduled',
    );
    expect(await statusOf('promotion_markdown', empty.id)).toBe(0);
    expect(await statusOf('promotion_markdown', over.id)).toBe(0);
    expect(
      await count(
        'state_log',
        sql`resource = 'promotionMarkdown' and record_id in (${empty.id}, ${over.id})`,
      ),
    ).toBe(0);
  });

  it('refuses a goods in two markdowns at the same time (a SKU of it too), not one after the other', async () => {
    const first = await markdown('Crisps week', 530, 537, [{ goodsId: goods['SR-0003'] }]);
    await ok(call(`${MD}/schedule`, { id: first.id }));
    const second = await markdown('Crisps fortnight', 535, 549, [
      { goodsId: goods['SR-0001'] },
      { goodsId: goods['SR-0003'] },
    ]);
    await refused(
      call(`${MD}/schedule`, { id: second.id }),
      'startTime',
      '“Sea salt crisps” is already in “Crisps week” at the same time',
    );
    await refused(
      call(`${MD}/schedule`, { id: second.id }, 'zh'),
      'startTime',
      '“Sea salt crisps”已在同时段的活动“Crisps week”中',
    );
    expect(await statusOf('promotion_markdown', second.id)).toBe(0);
    const after = await markdown('Crisps later', 537, 540, [{ goodsId: goods['SR-0003'] }]);
    await ok(call(`${MD}/schedule`, { id: after.id }));
    // The same goods twice in one markdown.
    await refused(
      call(`${MD}-item/edit`, { markdownId: second.id, goodsId: goods['SR-0001'] }),
      'goodsId',
      /“Sparkling water 500ml” is already in “Crisps fortnight”/,
    );
  });

  it('lets sibling organisations mark the same goods down at once, not one above them', async () => {
    const at_ = async (organ: string, name: string) => {
      const row = await edit(MD, {
        name,
        startTime: at(580),
        endTime: at(581),
        organId: await organIdOf(world.t, organ),
      });
      await edit(`${MD}-item`, { markdownId: row.id, goodsId: goods['SR-0002'] });
      return call(`${MD}/schedule`, { id: row.id });
    };
    await ok(at_('Sunrise Downtown', 'Downtown lemons'));
    await ok(at_('Sunrise Uptown', 'Uptown lemons'));
    await refused(at_('Sunrise Retail', 'Everywhere lemons'), 'startTime', /“Downtown lemons”/);
    await refused(at_('Sunrise Downtown Kiosk', 'Kiosk lemons'), 'startTime', /“Downtown lemons”/);
  });

  it('schedules one of two markdowns of the same goods scheduled at once', async () => {
    const both = await Promise.all(
      ['Race A', 'Race B'].map((name) => markdown(name, 570, 571, [{ goodsId: goods['SR-0001'] }])),
    );
    const answers = await Promise.all(both.map((row) => call(`${MD}/schedule`, { id: row.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('stops a scheduled markdown for good', async () => {
    const row = await markdown('Stopped soon', 560, 561, [{ goodsId: goods['SR-0002'] }]);
    await ok(call(`${MD}/schedule`, { id: row.id }));
    const stopped = await ok(call(`${MD}/stop`, { id: row.id, remark: 'Changed our mind' }));
    expect(stopped.status).toBe(40);
    await refused(call(`${MD}/schedule`, { id: row.id }), 'status');
    // Its goods are free again.
    const again = await markdown('Instead', 560, 561, [{ goodsId: goods['SR-0002'] }]);
    await ok(call(`${MD}/schedule`, { id: again.id }));
  });
});

describe('full reductions', () => {
  it('checks tiers against the condition, on edit and on schedule', async () => {
    const row = await reduction('Tiers', 600, 601, { tiers: [] });
    const tier = `${FR}-rule/edit`;
    await refused(
      call(tier, { reductionId: row.id, limitPrice: 0, discountPrice: 100 }),
      'limitPrice',
    );
    await refused(
      call(tier, { reductionId: row.id, limitPrice: 3000, discountPrice: 3000 }),
      'discountPrice',
      'The amount off must be less than the spend it needs (30.00)',
    );
    expect(await count('promotion_full_reduction_rule', sql`reduction_id = ${row.id}`)).toBe(0);
    await refused(call(`${FR}/schedule`, { id: row.id }), 'id', 'It has no tiers yet');
    // Counted in items: a tier needs at least one.
    const byCount = { name: 'Tiers', startTime: at(600), endTime: at(601), conditionType: 20 };
    await edit(FR, { id: row.id, ...byCount });
    await refused(
      call(tier, { reductionId: row.id, limitCount: 0, discountPrice: 100 }),
      'limitCount',
    );
    await edit(`${FR}-rule`, { reductionId: row.id, limitCount: 3, discountPrice: 100 });
    // Back to amounts while a draft: the tier asks for no amount, refused on schedule.
    await edit(FR, { id: row.id, ...byCount, conditionType: 10 });
    await refused(call(`${FR}/schedule`, { id: row.id }), 'limitPrice');
    expect(await statusOf('promotion_full_reduction', row.id)).toBe(0);
  });

  it('takes scope lines that match the goods covered', async () => {
    const listed = await reduction('Listed', 610, 611, { productScope: 2 });
    const line = 'promotion/promo-scope/edit';
    await refused(
      call(line, { reductionId: listed.id, goodsTypeId: categories.Fresh }),
      'goodsId',
      'Fill in only “Goods”, as the goods covered say',
    );
    await refused(
      call(line, {
        reductionId: listed.id,
        goodsId: goods['SR-0004'],
        goodsTypeId: categories.Fresh,
      }),
      'goodsId',
    );
    await refused(call(`${FR}/schedule`, { id: listed.id }), 'productScope', /lists no goods/);
    const all = await reduction('All', 610, 611, { productScope: 1 });
    await refused(
      call(line, { reductionId: all.id, goodsId: goods['SR-0004'] }, 'es'),
      'goodsId',
      'Cubre todos los artículos: no lleva lista de artículos ni categorías',
    );
    expect(await count('promotion_scope', sql`reduction_id in (${listed.id}, ${all.id})`)).toBe(0);
  });

  it('refuses scopes that intersect at the same time: same goods, same category, all goods', async () => {
    const fresh = { goodsTypeId: categories.Fresh };
    const a = await reduction('Bananas A', 700, 710, {
      productScope: 2,
      scope: [{ goodsId: goods['SR-0004'] }],
    });
    await ok(call(`${FR}/schedule`, { id: a.id }));
    const sameGoods = await reduction('Bananas B', 705, 715, {
      productScope: 2,
      scope: [{ goodsId: goods['SR-0003'] }, { goodsId: goods['SR-0004'] }],
    });
    await refused(
      call(`${FR}/schedule`, { id: sameGoods.id }),
      'startTime',
      '“Bananas (1 kg)” is already in “Bananas A” at the same time',
    );
    const sameCategory = await reduction('Fresh C', 709, 712, { productScope: 3, scope: [fresh] });
    await refused(
      call(`${FR}/schedule`, { id: sameCategory.id }),
      'startTime',
      '“Bananas (1 kg)” is already in “Bananas A” at the same time',
    );
    const snacks = await reduction('Snacks D', 700, 710, {
      productScope: 3,
      scope: [{ goodsTypeId: categories.Snacks }],
    });
    await ok(call(`${FR}/schedule`, { id: snacks.id }));
    const crisps = await reduction('Crisps E', 700, 701, {
      productScope: 2,
      scope: [{ goodsId: goods['SR-0003'] }],
    });
    await refused(call(`${FR}/schedule`, { id: crisps.id }), 'startTime', /“Snacks D”/);
    const everything = await reduction('All F', 709, 711, { productScope: 1 });
    await refused(call(`${FR}/schedule`, { id: everything.id }), 'startTime', /“Bananas A”/);
    // Categories apart, or times apart: no clash.
    const drinks = await reduction('Drinks G', 700, 710, {
      productScope: 3,
      scope: [{ goodsTypeId: categories['Soft drinks'] }],
    });
    await ok(call(`${FR}/schedule`, { id: drinks.id }));
    const later = await reduction('Fresh H', 710, 720, { productScope: 3, scope: [fresh] });
    await ok(call(`${FR}/schedule`, { id: later.id }));
    // Two on all goods.
    const allOne = await reduction('All I', 800, 801, { productScope: 1 });
    await ok(call(`${FR}/schedule`, { id: allOne.id }));
    const allTwo = await reduction('All J', 800, 802, { productScope: 1 });
    await refused(
      call(`${FR}/schedule`, { id: allTwo.id }, 'zh'),
      'productScope',
      '与同时段的活动“All I”都适用于全部商品',
    );
    for (const row of [sameGoods, sameCategory, crisps, everything, allTwo])
      expect(await statusOf('promotion_full_reduction', row.id)).toBe(0);
  });
});
