import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionOverviewRow } from '@retail/contract';
import {
  at,
  call,
  goods,
  markdown,
  ok,
  reduction,
  startActivityWorld,
  world,
} from './marketing-activity.support';
import { callAs, demoToken } from './support/admin-calls';
import { bodyOf } from './support/test-app';

// The promotions overview (/promotion/index, docs/marketing.md): every kind in one list in the
// caller's scope, latest start first, filtered by kind, state, name and a moment.
beforeAll(startActivityWorld);
afterAll(() => world.t?.close());

const OVERVIEW = '/api/promotion/overview/list?pageSize=100';
const list = async (filter: object = {}, token = world.token) => {
  const answer = await callAs(world.t, token, 'POST', OVERVIEW, filter);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  return (bodyOf(answer) as unknown as { entities: PromotionOverviewRow[]; totalCount: number })
    .entities;
};

describe('promotions overview', () => {
  it('lists every kind with its window and state, the latest start first, and filters them', async () => {
    const now = await markdown('Overview markdown', -1, 10, [
      { goodsId: goods['SR-0001'], discountType: 2, discountPercent: 10 },
    ]);
    await ok(call('promotion/promotion-markdown/schedule', { id: now.id }));
    const later = await reduction('Overview reduction', 5, 8, {});

    const all = await list();
    const kinds = new Set(all.map((row) => row.kind));
    // The demo's group buy and bargain, and the ones made here.
    for (const kind of [20, 30, 6]) expect(kinds.has(kind)).toBe(true);
    const mine = all.filter((row) => row.name.startsWith('Overview '));
    expect(mine.map((row) => [row.kind, row.name, row.status, row.startTime])).toEqual([
      [30, 'Overview reduction', 0, at(5)],
      [20, 'Overview markdown', 20, at(-1)],
    ]);
    expect(mine[0]).toMatchObject({ key: `30-${later.id}`, organName: 'Sunrise Retail' });
    const starts = all.flatMap((row) => (row.startTime ? [row.startTime] : []));
    expect(starts).toEqual([...starts].sort().reverse());

    expect((await list({ kind: 20, name: 'Overview' })).map((row) => row.id)).toEqual([now.id]);
    expect((await list({ status: 0, name: 'Overview' })).map((row) => row.id)).toEqual([later.id]);
    const running = await list({ at: at(0), name: 'Overview' });
    expect(running.map((row) => row.name)).toEqual(['Overview markdown']);
  });

  it('refuses a filter it does not know, naming the field', async () => {
    const answer = await callAs(world.t, world.token, 'POST', OVERVIEW, { kind: 99 });
    expect(answer.statusCode).toBe(400);
    expect(bodyOf(answer).field).toBe('kind');
    const moment = await callAs(world.t, world.token, 'POST', OVERVIEW, { at: '2026-13-01' });
    expect(bodyOf(moment).field).toBe('at');
  });

  it('shows another tenant none of them', async () => {
    const harbour = await demoToken(world.t, 'harbour.admin');
    expect((await list({ name: 'Overview' }, harbour)).length).toBe(0);
    const sunriseNames = new Set((await list()).map((row) => row.key));
    const theirs = await list({}, harbour);
    expect(theirs.some((row) => sunriseNames.has(row.key))).toBe(false);
  });
});
