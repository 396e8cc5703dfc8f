import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { formatDateTime } from '../src/lib/date-time';
import { type GoodsDecoration, promotionOperateResource } from '@retail/contract';

// Promotion decoration (docs/marketing.md) through the console's API as Sunrise's administrator,
// seen by shoppers on the demo storefront: borders (frame and badge over the goods' picture) and
// backgrounds (behind the goods page's price) while they run, on the goods their target covers.

type Row = { id: number } & Record<string, unknown>;
const DAY = 86_400_000;
const BORDER = 'promotion/promotion-border';
const BACKGROUND = 'promotion/promotion-background';
const FRAME = '/api/file/object/frame.png';

let t: TestApp;
let sunrise: string;
let harbour: string;
let tenantId: number;
let storeId: number;
let bananas: number;

beforeAll(async () => {
  const demo = await startDemoApp();
  t = demo.t;
  sunrise = demo.sunrise;
  harbour = demo.harbour;
  tenantId = demo.sunriseId;
  const row = await sql<{ id: number }>`select id from goods
    where tenant_id = ${tenantId} and goods_code = 'SR-0004'`.execute(t.app.db.withoutPlugins());
  bananas = row.rows[0]!.id;
  const config = await t.app.inject({ method: 'GET', url: `/api/shop/config/${tenantId}` });
  storeId = (bodyOf(config).data as { storeId: number }).storeId;
});
afterAll(() => t?.close());

const at = (days: number) => formatDateTime(t.clock.now() + days * DAY);
const call = (token: string, path: string, body: object, language?: string) =>
  callAs(t, token, path.endsWith('/edit') ? 'PATCH' : 'POST', `/api/${path}`, body, language);
const ok = async (token: string, path: string, body: object): Promise<Row> => {
  const answer = await call(token, path, body);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  const data = bodyOf(answer).data;
  return (Array.isArray(data) ? data[0] : data) as Row;
};
const decorate = async (path: string, values: object, from = -1, to = 30, token = sunrise) => {
  const row = await ok(token, `${path}/edit`, {
    name: 'Autumn fair',
    startTime: at(from),
    endTime: at(to),
    ...values,
  });
  return ok(token, `${path}/schedule`, { id: row.id });
};
const stop = (path: string, id: number) => ok(sunrise, `${path}/stop`, { id });

/** The decoration of the demo home page's goods item (Bananas), as a shopper gets the page. */
const onHomePage = async (): Promise<unknown> => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/storefront/home/${tenantId}` });
  expect(answer.statusCode).toBe(200);
  const page = bodyOf(answer).data as {
    document: { components: { type: string; props: { data: { items: object[] } } }[] };
  };
  const list = page.document.components.find((component) => component.type === 'goods-list');
  return (list!.props.data.items[0] as { decoration?: GoodsDecoration }).decoration;
};
/** The decoration on Bananas' goods page. */
const onGoodsPage = async (): Promise<GoodsDecoration | null> => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/shop/goods/${storeId}/${bananas}`,
  });
  expect(answer.statusCode).toBe(200);
  return (bodyOf(answer).data as { decoration: GoodsDecoration | null }).decoration;
};

describe('promotion decoration', () => {
  it('refuses an end before the start and scheduling one with nothing to show, naming the field', async () => {
    const before = await sql<{ n: number }>`select count(*) as n from promotion_border`.execute(
      t.app.db.withoutPlugins(),
    );
    const late = await call(sunrise, `${BORDER}/edit`, {
      name: 'Backwards',
      startTime: at(2),
      endTime: at(1),
      frame: FRAME,
    });
    expect(late.statusCode).toBe(400);
    expect(bodyOf(late).field).toBe('endTime');
    const after = await sql<{ n: number }>`select count(*) as n from promotion_border`.execute(
      t.app.db.withoutPlugins(),
    );
    expect(Number(after.rows[0]!.n)).toBe(Number(before.rows[0]!.n));

    const empty = await ok(sunrise, `${BORDER}/edit`, {
      name: 'Empty',
      startTime: at(-1),
      endTime: at(1),
    });
    const refused = await call(sunrise, `${BORDER}/schedule`, { id: empty.id }, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).field).toBe('frame');
    expect(bodyOf(refused).description).toContain('请设置图片');
    const background = await ok(sunrise, `${BACKGROUND}/edit`, {
      name: 'Empty',
      startTime: at(-1),
      endTime: at(1),
    });
    const refusedBackground = await call(sunrise, `${BACKGROUND}/schedule`, { id: background.id });
    expect(bodyOf(refusedBackground).field).toBe('image');
  });

  it('marks goods of a running activity of its kind only: the demo group buy on Bananas, not a markdown', async () => {
    expect(await onHomePage()).toBeUndefined();
    const markdowns = await decorate(BORDER, { target: 20, frame: FRAME, badgeText: 'Sale' });
    expect(markdowns.status).toBe(20); // its start has come: running at once
    expect(await onHomePage()).toBeUndefined();
    expect(await onGoodsPage()).toBeNull();

    const groupBuys = await decorate(BORDER, {
      target: 6,
      frame: FRAME,
      badgeText: 'Team up',
      badgeColour: '#1677ff',
      sort: 5,
    });
    const expected = {
      frame: FRAME,
      badge: { text: 'Team up', colour: '#1677ff' },
      background: null,
    };
    expect(await onHomePage()).toEqual(expected);
    expect(await onGoodsPage()).toEqual(expected);

    // Two that apply: the lower priority number wins.
    const first = await decorate(BORDER, { target: 0, badgeText: 'Fair', sort: 1 });
    expect(await onGoodsPage()).toEqual({
      frame: null,
      badge: { text: 'Fair', colour: '#c81e28' },
      background: null,
    });
    await stop(BORDER, first.id);
    expect(await onGoodsPage()).toEqual(expected);

    for (const row of [markdowns, groupBuys]) await stop(BORDER, row.id);
    expect(await onHomePage()).toBeUndefined();
  });

  it('shows a background on the goods page while the clock runs it, and not after it ends', async () => {
    const later = await decorate(BACKGROUND, { target: 0, colour: '#ffe7ba' }, 1, 2);
    expect(later.status).toBe(10);
    expect(await onGoodsPage()).toBeNull();

    const clock = t.app.services.marketing.activities;
    await clock.runDue(t.clock.now() + DAY + 60_000);
    expect(await onGoodsPage()).toEqual({
      frame: null,
      badge: null,
      background: { image: null, colour: '#ffe7ba' },
    });
    await clock.runDue(t.clock.now() + 2 * DAY + 60_000);
    const ended = await sql<{ status: number }>`select status from promotion_background
      where id = ${later.id}`.execute(t.app.db.withoutPlugins());
    expect(ended.rows[0]!.status).toBe(30);
    expect(await onGoodsPage()).toBeNull();
  });

  it('never marks another tenant’s goods', async () => {
    const theirs = await decorate(BORDER, { target: 0, badgeText: 'Harbour' }, -1, 30, harbour);
    expect(await onGoodsPage()).toBeNull();
    expect(await onHomePage()).toBeUndefined();
    const stopped = await call(sunrise, `${BORDER}/stop`, { id: theirs.id });
    expect(stopped.statusCode).toBe(404);
  });
});

describe('promotion operation records', () => {
  const LOG = 'promotion/promotion-operate';
  type Entry = {
    resource: string;
    recordId: number;
    action: string;
    toState: number;
    createBy: string;
  };
  const list = async (token: string, filter: object = {}) => {
    const answer = await callAs(t, token, 'POST', `/api/${LOG}/list?pageSize=100`, filter);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    return (bodyOf(answer) as unknown as { entities: Entry[] }).entities;
  };

  it('lists every marketing step, the staff’s and the clock’s, newest first, and nothing else', async () => {
    const row = await decorate(BORDER, { target: 0, badgeText: 'Logged' }, 1, 2);
    await t.app.services.marketing.activities.runDue(t.clock.now() + DAY + 60_000);
    await stop(BORDER, row.id);
    const steps = (await list(sunrise, { resource: 'promotionBorder', recordId: row.id })).map(
      (entry) => `${entry.action}→${entry.toState} by ${entry.createBy}`,
    );
    expect(steps).toEqual([
      'stop→40 by sunrise.admin',
      'start→20 by system',
      'schedule→10 by sunrise.admin',
    ]);

    const all = await list(sunrise);
    expect(all.length).toBeGreaterThan(3);
    // The state log's other rows (orders, documents) are not marketing's.
    const other = await sql<{ n: number }>`select count(*) as n from state_log
      where resource not in ('promotionBorder', 'promotionBackground', 'promotionMarkdown',
        'promotionFullReduction', 'secKills', 'grouponActivity', 'bargainActivity', 'coupon')`.execute(
      t.app.db.withoutPlugins(),
    );
    expect(Number(other.rows[0]!.n)).toBeGreaterThan(0);
    const marketing = new Set(promotionOperateResource.rows?.values);
    expect(all.filter((entry) => !marketing.has(entry.resource))).toEqual([]);
  });

  it('shows another tenant none of them', async () => {
    const theirs = await list(harbour, { resource: 'promotionBorder' });
    expect(theirs.every((entry) => entry.createBy !== 'sunrise.admin')).toBe(true);
    expect(theirs.some((entry) => entry.createBy === 'harbour.admin')).toBe(true);
  });
});
