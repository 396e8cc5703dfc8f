import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';

// Promotion rules through the console's API, as Sunrise's administrator (docs/marketing.md):
// content checked on every edit and again on publish (an error kept on the rule, the rule left
// unpublished), published by whom and when, disabled, edited (a new version) and published
// again; tried on a sample cart before it is switched on.

type Row = { id: number } & Record<string, unknown>;

let t: TestApp;
let token: string;
let harbour: string;
let storeId: number;
const goods: Record<string, number> = {};

beforeAll(async () => {
  const demo = await startDemoApp();
  t = demo.t;
  token = demo.sunrise;
  harbour = demo.harbour;
  const db = t.app.db.withoutPlugins();
  const rows = await sql<{ id: number; goodsCode: string }>`
    select id, goods_code as "goodsCode" from goods where tenant_id = ${demo.sunriseId}`.execute(
    db,
  );
  for (const row of rows.rows) goods[row.goodsCode] = row.id;
  const store = await sql<{ storeId: number }>`
    select store_id as "storeId" from goods_price
    where tenant_id = ${demo.sunriseId} and goods_id = ${goods['SR-0004']} order by id`.execute(db);
  storeId = Number(store.rows[0]?.storeId);
});
afterAll(() => t?.close());

const RULE = '/api/promotion/drools-rule';
const call = (path: string, body: object, language?: string) =>
  callAs(t, token, path === 'edit' ? 'PATCH' : 'POST', `${RULE}/${path}`, body, language);
const ok = async (response: Promise<LightMyRequestResponse>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  const data = bodyOf(answer).data;
  return (Array.isArray(data) ? data[0] : data) as Row;
};
const refused = async (
  response: Promise<LightMyRequestResponse>,
  status: number,
  field?: string,
  text?: string | RegExp,
) => {
  const answer = await response;
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(status);
  const body = bodyOf(answer);
  if (field !== undefined) expect(body.field).toBe(field);
  if (text !== undefined) expect(body.description).toMatch(text);
};
const stored = async (id: number) =>
  (
    await sql<Row>`select status, version, published_by as "publishedBy",
      published_at as "publishedAt", last_compile_error as "lastCompileError"
      from promotion_rule where id = ${id}`.execute(t.app.db.withoutPlugins())
  ).rows[0];

/** Over 20.00 in the cart: 3.00 off. */
const content = (over = 2000, amount = 300) =>
  JSON.stringify({
    conditions: { all: [{ fact: 'cartTotal', operator: 'greaterThan', value: over }] },
    event: { type: 'amountOff', params: { amount } },
  });
let keys = 0;
const rule = (fields: object = {}) => ({
  name: 'Three off over twenty',
  ruleKey: `RULE_${(keys += 1)}`,
  category: 10,
  content: content(),
  salience: 5,
  ...fields,
});

describe('rule edits', () => {
  it('refuses content the engine cannot take, naming the content and the error', async () => {
    await refused(
      call('edit', rule({ content: '{"conditions": ' })),
      400,
      'content',
      /^The rule’s content is not valid: /,
    );
    const unknownFact = JSON.stringify({
      conditions: { all: [{ fact: 'weather', operator: 'equal', value: 1 }] },
      event: { type: 'amountOff', params: { amount: 100 } },
    });
    await refused(
      call('edit', rule({ content: unknownFact }), 'zh'),
      400,
      'content',
      /^规则内容有误：conditions/,
    );
    await refused(
      call(
        'edit',
        rule({ dateEffective: '2031-01-02 00:00:00', dateExpires: '2031-01-01 00:00:00' }),
      ),
      400,
      'dateExpires',
      'It must expire after it takes effect',
    );
    await refused(
      call(
        'edit',
        rule({ dateEffective: '2031-01-02 00:00:00', dateExpires: '2031-01-02 00:00:00' }),
        'es',
      ),
      400,
      'dateExpires',
      'Debe caducar después de entrar en vigor',
    );
    const none = await sql<{ n: number }>`select count(*) as n from promotion_rule
      where name = 'Three off over twenty'`.execute(t.app.db.withoutPlugins());
    expect(Number(none.rows[0]?.n)).toBe(0);
  });
});

describe('publishing', () => {
  it('publishes, disables, edits as a new version and publishes again', async () => {
    const draft = await ok(call('edit', rule()));
    expect(draft).toMatchObject({ status: 0, version: 1, publishedBy: null });
    const published = await ok(call('publish', { id: draft.id }));
    expect(published).toMatchObject({ status: 10, version: 1, publishedBy: 'sunrise.admin' });
    expect(published.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Published, it cannot be edited.
    await refused(call('edit', { ...rule(), id: draft.id, ruleKey: draft.ruleKey }), 400, 'status');
    expect((await ok(call('disable', { id: draft.id }))).status).toBe(20);
    const edited = await ok(
      call('edit', { ...rule({ content: content(3000) }), id: draft.id, ruleKey: draft.ruleKey }),
    );
    expect(edited).toMatchObject({ status: 20, version: 2 });
    const again = await ok(call('publish', { id: draft.id }));
    expect(again).toMatchObject({ status: 10, version: 2 });
    const history = bodyOf(await call('history', { id: draft.id })).data as Row[];
    expect(history.map((entry) => entry.action)).toEqual(['publish', 'disable', 'publish']);
  });

  it('refuses to publish content that no longer parses, keeping the error on the unpublished rule', async () => {
    const draft = await ok(call('edit', rule()));
    // Content stored before the engine changed (say): it does not parse any more.
    await sql`update promotion_rule set content = ${'{"conditions": {"all": []}}'}
      where id = ${draft.id}`.execute(t.app.db.withoutPlugins());
    await refused(
      call('publish', { id: draft.id }),
      400,
      'content',
      /^The rule’s content is not valid: /,
    );
    const kept = await stored(draft.id);
    expect(kept).toMatchObject({ status: 0, publishedBy: null, publishedAt: null });
    expect(String(kept?.lastCompileError)).toMatch(/^(conditions|event)/);
    const history = bodyOf(await call('history', { id: draft.id })).data as Row[];
    expect(history).toEqual([]);
    // Fixed, it publishes and the error is cleared.
    await ok(call('edit', { ...rule(), id: draft.id, ruleKey: draft.ruleKey }));
    await ok(call('publish', { id: draft.id }));
    expect(await stored(draft.id)).toMatchObject({ status: 10, lastCompileError: null });
  });
});

type Tried = {
  facts: Record<string, unknown>;
  fired: boolean;
  amount: number;
  cart: { payPrice: number; deliveryPrice: number; adjustments: Row[] };
};

describe('trying a rule on a sample cart', () => {
  // The rules published above would fire on these carts too.
  beforeAll(async () => {
    await sql`update promotion_rule set status = 20 where rule_key like 'RULE_%'`.execute(
      t.app.db.withoutPlugins(),
    );
  });
  const cart = (count: number) => ({ storeId, lines: [{ goodsId: goods['SR-0004'], count }] });
  const tried = async (id: number, count: number) => {
    const answer = await call('test', { id, ...cart(count) });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    return bodyOf(answer).data as Tried;
  };

  it('says whether its draft content fires on the cart, and prices the cart with it', async () => {
    const draft = await ok(call('edit', rule()));
    const three = await tried(draft.id, 3);
    expect(three.facts).toMatchObject({ cartTotal: 2940, itemCount: 3, storeId });
    expect(three.facts.goodsIds).toEqual([goods['SR-0004']]);
    expect(three).toMatchObject({ fired: true, amount: 300 });
    expect(three.cart.adjustments).toContainEqual(
      expect.objectContaining({ step: 40, sourceId: draft.id, amount: 300 }),
    );
    const one = await tried(draft.id, 1);
    expect(one).toMatchObject({ fired: false, amount: 0 });
    expect(one.facts.cartTotal).toBe(980);
    expect(three.cart.payPrice).toBe(2940 - 300 + three.cart.deliveryPrice);
    // Still a draft: pricing itself never applies it.
    expect((await stored(draft.id))?.status).toBe(0);
  });

  it('only evaluates a rule of another category (pricing does not apply it)', async () => {
    const points = await ok(call('edit', rule({ category: 30 })));
    const three = await tried(points.id, 3);
    expect(three).toMatchObject({ fired: true, amount: 0 });
    expect(three.cart.adjustments.some((adjustment) => adjustment.step === 40)).toBe(false);
  });

  it('refuses content that does not parse, and another tenant’s rule', async () => {
    const draft = await ok(call('edit', rule()));
    await sql`update promotion_rule set content = ${'not json'} where id = ${draft.id}`.execute(
      t.app.db.withoutPlugins(),
    );
    await refused(
      call('test', { id: draft.id, ...cart(1) }, 'es'),
      400,
      'content',
      /^El contenido de la regla no es válido: /,
    );
    const theirs = await callAs(t, harbour, 'POST', `${RULE}/test`, { id: draft.id, ...cart(1) });
    expect(theirs.statusCode).toBe(404);
  });
});
