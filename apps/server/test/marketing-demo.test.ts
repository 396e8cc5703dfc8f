import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@retail/contract';
import { startDemoApp } from './support/admin-calls';
import type { TestApp } from './support/test-app';
import { bodyOf } from './support/test-app';

// The demo's marketing (SEED=demo, docs/marketing.md) is made through the console's own calls:
// it opens on a coupon shoppers can claim, a full reduction that runs now, a published rule, a
// group buy running and a draft markdown, and a shopper sees the coupon in the storefront's coupon list.

type Row = Record<string, unknown>;

describe('the demo marketing', () => {
  let t: TestApp;
  let sunrise: string;
  let sunriseId: number;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    sunrise = demo.sunrise;
    sunriseId = demo.sunriseId;
  });
  afterAll(() => t.close());

  const list = async (endpoint: { path: string }): Promise<Row[]> => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${endpoint.path}?pageSize=50&pageNum=1`,
      headers: { authorization: `Bearer ${sunrise}` },
      payload: {},
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ entities: Row[] }>().entities;
  };

  it('opens on a claimable coupon, a running full reduction, a published rule, a running group buy and a draft markdown', async () => {
    const [coupon] = await list(endpoints.coupon.list);
    expect(coupon).toMatchObject({ name: '¥5 off from ¥30', status: 20, usePrice: 3000 });
    const [reduction] = await list(endpoints.promotionFullReduction.list);
    expect(reduction).toMatchObject({ name: '¥3 off soft drinks from ¥30', status: 20 });
    const [rule] = await list(endpoints.droolsRule.list);
    expect(rule).toMatchObject({ ruleKey: 'WEEKEND_FREE_DELIVERY', status: 10 });
    expect(rule?.publishedBy).toBe('sunrise.admin');
    const [markdown] = await list(endpoints.promotionMarkdown.list);
    expect(markdown).toMatchObject({ name: 'Banana week (draft)', status: 0 });
    // A group buy runs at once (its start has come), listed on the storefront with its goods.
    const [groupBuy] = await list(endpoints.grouponActivity.list);
    expect(groupBuy).toMatchObject({ name: 'Bananas for two', status: 20, userSize: 2 });
    const groupBuys = await t.app.inject({
      method: 'GET',
      url: endpoints.shopperCoupon.groupons.path.replace(':tenantId', String(sunriseId)),
    });
    expect(bodyOf(groupBuys).data).toEqual([
      expect.objectContaining({
        id: groupBuy?.id,
        items: [expect.objectContaining({ goodsName: 'Bananas (1 kg)', grouponPrice: 700 })],
        groups: [],
      }),
    ]);

    const claimable = await t.app.inject({
      method: 'GET',
      url: endpoints.shopperCoupon.templates.path.replace(':tenantId', String(sunriseId)),
    });
    expect(claimable.statusCode).toBe(200);
    expect(bodyOf(claimable).data).toEqual([
      expect.objectContaining({ id: coupon?.id, name: '¥5 off from ¥30', remaining: 1000 }),
    ]);
  });
});
