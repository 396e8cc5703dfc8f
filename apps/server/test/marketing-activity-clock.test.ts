import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  call,
  categories,
  count,
  DAY,
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
import { callAs } from './support/admin-calls';
import { bodyOf } from './support/test-app';
import type { StateLogEntry } from '@retail/contract';

// Coupon templates and the activities' clock through the console's API, as Sunrise's
// administrator (docs/marketing.md): a template's terms and life; the clock starts and ends
// activities with a state log row by `system`.
beforeAll(startActivityWorld);
afterAll(() => world.t?.close());

describe('coupon templates', () => {
  const CT = 'coupon/coupon';
  const base = {
    name: 'Five off',
    takeType: 2,
    validityType: 1,
    validStartTime: null,
    validEndTime: null,
    discountType: 1,
    discountPrice: 500,
    usePrice: 3000,
    productScope: 1,
  };
  const fixed = () => ({ ...base, validStartTime: at(0), validEndTime: at(30) });

  it('refuses terms that disagree, naming the field, saving nothing', async () => {
    const before = await count('coupon_template');
    await refused(
      call(`${CT}/edit`, { ...fixed(), discountPrice: 0 }),
      'discountPrice',
      'Give the amount off',
    );
    await refused(
      call(`${CT}/edit`, { ...fixed(), usePrice: 300 }),
      'usePrice',
      'The minimum spend cannot be below the amount off',
    );
    await refused(
      call(`${CT}/edit`, { ...fixed(), usePrice: 300 }, 'zh'),
      'usePrice',
      '使用门槛不能低于优惠金额',
    );
    await refused(
      call(`${CT}/edit`, { ...base, validStartTime: at(0) }),
      'validEndTime',
      'Give the validity dates',
    );
    await refused(
      call(`${CT}/edit`, { ...base, validStartTime: at(3), validEndTime: at(1) }),
      'validEndTime',
      'The end must be after the start',
    );
    await refused(
      call(`${CT}/edit`, { ...base, validityType: 2, fixedStartTerm: 5, fixedEndTerm: 5 }),
      'fixedEndTerm',
    );
    expect(await count('coupon_template')).toBe(before);
  });

  it('starts a template whose terms hold, its window not over and its list given', async () => {
    const over = await edit(CT, { ...base, validStartTime: at(-9), validEndTime: at(-2) });
    await refused(call(`${CT}/activate`, { id: over.id }), 'validEndTime', /already passed/);
    const listed = await edit(CT, { ...fixed(), productScope: 3 });
    await refused(call(`${CT}/activate`, { id: listed.id }), 'productScope', /lists no goods/);
    await refused(
      call('coupon/coupon-using-range/edit', { couponId: listed.id, goodsId: goods['SR-0004'] }),
      'goodsTypeId',
      'Fill in only “Category”, as the goods covered say',
    );
    await edit('coupon/coupon-using-range', { couponId: listed.id, goodsTypeId: categories.Fresh });
    expect((await ok(call(`${CT}/activate`, { id: listed.id }))).status).toBe(20);
    expect(await statusOf('coupon_template', over.id)).toBe(0);
  });

  it('removes a draft, never one whose coupons were given', async () => {
    const draft = await edit(CT, fixed());
    await sql`update coupon_template set take_count = 1 where id = ${draft.id}`.execute(db());
    await refused(
      callAs(world.t, world.token, 'DELETE', `/api/${CT}/remove?id=${draft.id}`),
      undefined,
      'Coupons of this template were given out; it cannot be removed',
    );
    expect(await count('coupon_template', sql`id = ${draft.id}`)).toBe(1);
    const other = await edit(CT, fixed());
    const removed = await callAs(
      world.t,
      world.token,
      'DELETE',
      `/api/${CT}/remove?id=${other.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });
});

describe('the activities’ clock', () => {
  it('starts and ends scheduled activities and ends templates past their dates, with a state log by system', async () => {
    const clock = world.t.app.services.marketing.activities;
    const row = await markdown('Clocked', 900, 901, [{ goodsId: goods['SR-0001'] }]);
    await ok(call(`${MD}/schedule`, { id: row.id }));
    const frozen = await markdown('Stopped first', 900, 901, [{ goodsId: goods['SR-0002'] }]);
    await ok(call(`${MD}/schedule`, { id: frozen.id }));
    await ok(call(`${MD}/stop`, { id: frozen.id }));
    const fr = await reduction('Clocked FR', 900, 901, { productScope: 1 });
    await ok(call(`${FR}/schedule`, { id: fr.id }));
    const coupon = await edit('coupon/coupon', {
      name: 'Two days',
      validityType: 1,
      validStartTime: at(0),
      validEndTime: at(2),
      discountType: 1,
      discountPrice: 100,
    });
    await ok(call('coupon/coupon/activate', { id: coupon.id }));

    await clock.runDue(world.t.clock.now() + 3 * DAY);
    expect(await statusOf('coupon_template', coupon.id)).toBe(30);
    expect(await statusOf('promotion_markdown', row.id)).toBe(10);

    await clock.runDue(world.t.clock.now() + 900 * DAY + 60_000);
    expect(await statusOf('promotion_markdown', row.id)).toBe(20);
    expect(await statusOf('promotion_full_reduction', fr.id)).toBe(20);
    expect(await statusOf('promotion_markdown', frozen.id)).toBe(40);
    await clock.runDue(world.t.clock.now() + 901 * DAY + 60_000);
    expect(await statusOf('promotion_markdown', row.id)).toBe(30);
    expect(await statusOf('promotion_full_reduction', fr.id)).toBe(30);

    const log = bodyOf(await call(`${MD}/history`, { id: row.id })).data as StateLogEntry[];
    expect(
      log.map((entry) => [entry.action, entry.fromState, entry.toState, entry.createBy]),
    ).toEqual([
      ['schedule', 0, 10, 'sunrise.admin'],
      ['start', 10, 20, 'system'],
      ['end', 20, 30, 'system'],
    ]);
    const couponLog = bodyOf(await call('coupon/coupon/history', { id: coupon.id }))
      .data as StateLogEntry[];
    expect(couponLog.at(-1)).toMatchObject({
      action: 'end',
      fromState: 20,
      toState: 30,
      createBy: 'system',
    });
    // A second run finds nothing more of these to move.
    const again = await clock.runDue(world.t.clock.now() + 901 * DAY + 60_000);
    expect(again).toEqual({});
  });

  it('runs an activity at once when it is scheduled after its start', async () => {
    const row = await markdown('Already on', -1, 30, [{ goodsId: goods['SR-0003'] }]);
    const answer = await ok(call(`${MD}/schedule`, { id: row.id }));
    expect(answer.status).toBe(20);
    const log = bodyOf(await call(`${MD}/history`, { id: row.id })).data as StateLogEntry[];
    expect(log.map((entry) => [entry.action, entry.toState, entry.createBy])).toEqual([
      ['schedule', 10, 'sunrise.admin'],
      ['start', 20, 'system'],
    ]);
    await ok(call(`${MD}/stop`, { id: row.id }));
  });
});
