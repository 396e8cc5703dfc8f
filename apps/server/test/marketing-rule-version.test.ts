import { resources } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenAuthorityTree } from '../src/db/seed/authority-tree';
import { callAs, demoToken, organIdOf } from './support/admin-calls';
import { okData } from './goods.support';
import { type MarketingWorld, startMarketingWorld } from './marketing.support';
import type { Row } from './order.support';

// Promotion rules' versions and organisations through the console's API, as Sunrise's
// administrator (docs/marketing.md, Rules): every publish keeps the rule as published, a version
// is rolled back into a disabled or draft rule as a new draft (audited, safe to repeat), and a
// rule's organisations make it price stores of another branch. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.

const RULE = '/api/promotion/drools-rule';
const VERSION = '/api/promotion/drools-rule-version';
const ORGAN = '/api/promotion/drools-rule-organ';

let w: MarketingWorld;
let downtown: number;
let uptown: number;
let harbourOrgan: number;
beforeAll(async () => {
  w = await startMarketingWorld();
  downtown = await organIdOf(w.t, 'Sunrise Downtown');
  uptown = await organIdOf(w.t, 'Sunrise Uptown');
  harbourOrgan = await organIdOf(w.t, 'Harbour Mart');
});
afterAll(() => w.t.close());

/** Over `over` cents in the cart: `amount` off. */
const content = (over: number, amount: number) =>
  JSON.stringify({
    conditions: { all: [{ fact: 'cartTotal', operator: 'greaterThan', value: over }] },
    event: { type: 'amountOff', params: { amount } },
  });
let keys = 0;
const draft = (fields: object = {}) =>
  w.edit(RULE, {
    name: 'Versioned rule',
    ruleKey: `V_RULE_${(keys += 1)}`,
    category: 10,
    content: content(1000, 100),
    salience: 5,
    ...fields,
  });
const step = async (action: 'publish' | 'disable', id: number) =>
  (await okData<Row[]>(await w.act(`${RULE}/${action}`, { id })))[0];
const ruleOf = (id: number) => w.rowOf('promotion_rule', id);
const versionsOf = (ruleId: number, who: 'sunrise' | 'harbour' = 'sunrise') =>
  w.list(VERSION, { ruleId }, who);
const rollback = (id: number, who: 'sunrise' | 'harbour' = 'sunrise', language?: string) =>
  w.act(`${VERSION}/rollback`, { id }, who, language);
const historyOf = async (id: number) =>
  okData<{ action: string; fromState: number; toState: number; remark: string | null }[]>(
    await w.act(`${RULE}/history`, { id }),
  );

describe('rule versions', () => {
  it('keeps each published version, and rolls a version back into the rule as a new draft', async () => {
    const rule = await draft();
    expect(await versionsOf(rule.id)).toEqual([]);
    const published = await step('publish', rule.id);
    // Publishing wrote version 1 as published, by whom and when.
    const [v1] = await versionsOf(rule.id);
    expect(v1).toMatchObject({
      ruleId: rule.id,
      ruleName: 'Versioned rule',
      version: 1,
      name: 'Versioned rule',
      content: content(1000, 100),
      salience: 5,
      activationGroup: null,
      publishedBy: 'sunrise.admin',
      publishedAt: published?.publishedAt,
    });

    // Disabled, edited (version 2) and published again: two versions, the newest first.
    await step('disable', rule.id);
    await w.edit(RULE, {
      id: rule.id,
      name: 'Versioned rule, deeper',
      ruleKey: rule.ruleKey,
      content: content(2000, 500),
      salience: 7,
      activationGroup: 'weekend',
      dateEffective: '2030-01-01 00:00:00',
    });
    expect((await step('publish', rule.id))?.version).toBe(2);
    // Published again without an edit, it stays version 2 with no new row.
    await step('disable', rule.id);
    await step('publish', rule.id);
    const two = await versionsOf(rule.id);
    expect(two.map((row) => row.version)).toEqual([2, 1]);
    expect(two[0]).toMatchObject({
      name: 'Versioned rule, deeper',
      content: content(2000, 500),
      salience: 7,
      activationGroup: 'weekend',
      dateEffective: '2030-01-01 00:00:00',
    });

    // Refused while published, naming the rule's state; nothing changes.
    const before = await ruleOf(rule.id);
    w.refusedWith(await rollback(v1!.id), 'status', /^The rule is Published; disable it/);
    w.refusedWith(await rollback(v1!.id, 'sunrise', 'zh'), 'status', /^规则为“已发布”/);
    w.refusedWith(await rollback(v1!.id, 'sunrise', 'es'), 'status', /^La regla está «Publicada»/);
    expect(await ruleOf(rule.id)).toEqual(before);

    // Disabled, rolled back to version 1: version 1's content as a draft of version 3.
    await step('disable', rule.id);
    const answer = await okData<Row[]>(await rollback(v1!.id));
    expect(answer).toEqual([expect.objectContaining({ id: v1!.id, version: 1 })]);
    const restored = {
      status: 0,
      version: 3,
      name: 'Versioned rule',
      content: content(1000, 100),
      salience: 5,
      activationGroup: null,
      dateEffective: null,
      dateExpires: null,
    };
    expect(await ruleOf(rule.id)).toMatchObject(restored);
    const history = await historyOf(rule.id);
    expect(history.at(-1)).toMatchObject({
      action: 'rollback',
      fromState: 20,
      toState: 0,
      remark: 'v1',
    });

    // A repeat changes nothing (no new version, no new history).
    const once = await ruleOf(rule.id);
    await okData(await rollback(v1!.id));
    expect(await ruleOf(rule.id)).toEqual(once);
    expect(await historyOf(rule.id)).toHaveLength(history.length);

    // Published, version 3 is kept too.
    expect((await step('publish', rule.id))?.version).toBe(3);
    expect((await versionsOf(rule.id)).map((row) => row.version)).toEqual([3, 2, 1]);
  });

  it('rolls a draft back to another version too, and the versions are read-only', async () => {
    const rule = await draft();
    await step('publish', rule.id);
    await step('disable', rule.id);
    await w.edit(RULE, { id: rule.id, ruleKey: rule.ruleKey, name: 'v2', content: content(1, 1) });
    await step('publish', rule.id);
    await step('disable', rule.id);
    const [v2, v1] = await versionsOf(rule.id);
    await okData(await rollback(v1!.id));
    expect(await ruleOf(rule.id)).toMatchObject({ status: 0, version: 3, name: 'Versioned rule' });
    // From the draft, to version 2: version 4.
    await okData(await rollback(v2!.id));
    expect(await ruleOf(rule.id)).toMatchObject({ status: 0, version: 4, name: 'v2' });
    const edit = await w.console('sunrise', 'PATCH', `${VERSION}/edit`, { id: v1!.id });
    expect(edit.statusCode).toBe(404);
    // The rule operation records (/promoOperate/index): its steps, newest first, only rules'.
    const log = await w.list('/api/promotion/promo-operate', { recordId: rule.id });
    expect(
      log.map((row) => `${row.action} ${row.fromState}→${row.toState} ${row.remark ?? ''}`),
    ).toEqual([
      'rollback 0→0 v2',
      'rollback 20→0 v1',
      'disable 10→20 ',
      'publish 20→10 ',
      'disable 10→20 ',
      'publish 0→10 ',
    ]);
    expect(
      log.every((row) => row.resource === 'droolsRule' && row.createBy === 'sunrise.admin'),
    ).toBe(true);
    expect(await w.list('/api/promotion/promo-operate', { recordId: rule.id }, 'harbour')).toEqual(
      [],
    );
  });

  it('shows another tenant none of them, and refuses it the rollback', async () => {
    const rule = await draft();
    await step('publish', rule.id);
    await step('disable', rule.id);
    const [v1] = await versionsOf(rule.id);
    expect(await versionsOf(rule.id, 'harbour')).toEqual([]);
    const all = await w.list(VERSION, {}, 'harbour');
    expect(all.some((row) => row.ruleId === rule.id)).toBe(false);
    const before = await ruleOf(rule.id);
    expect((await rollback(v1!.id, 'harbour')).statusCode).toBe(404);
    expect(await ruleOf(rule.id)).toEqual(before);
  });
});

describe('rule organisations', () => {
  const bananas = () => [{ goodsId: w.goods['SR-0004'] ?? 0, count: 2 }];
  const ruleAmount = async (ruleId: number) =>
    (await w.preview(bananas())).adjustments
      .filter((a) => a.step === 40 && a.sourceId === ruleId)
      .reduce((sum, a) => sum + a.amount, 0);

  it('applies a rule of a sibling organisation to the stores of an organisation it lists', async () => {
    await w.clearPromotions();
    // Uptown's rule; the store (Central Plaza) is Downtown's.
    const rule = await draft({ organId: uptown, content: content(0, 123) });
    await step('publish', rule.id);
    expect(await ruleAmount(rule.id)).toBe(0);

    // Listed while published: refused, naming the rule.
    w.refusedWith(
      await w.console('sunrise', 'PATCH', `${ORGAN}/edit`, {
        ruleId: rule.id,
        applyOrganId: downtown,
      }),
      'ruleId',
    );
    await step('disable', rule.id);
    const line = await w.edit(ORGAN, { ruleId: rule.id, applyOrganId: downtown });
    expect(line).toMatchObject({
      ruleId: rule.id,
      applyOrganId: downtown,
      applyOrganName: 'Sunrise Downtown',
      organId: uptown,
    });
    // Listed once.
    w.refusedWith(
      await w.console('sunrise', 'PATCH', `${ORGAN}/edit`, {
        ruleId: rule.id,
        applyOrganId: downtown,
      }),
      'applyOrganId',
      /already applies to that organisation/,
    );
    expect(await ruleAmount(rule.id)).toBe(0);
    await step('publish', rule.id);
    expect(await ruleAmount(rule.id)).toBe(123);

    // Taken off the list, it no longer applies there.
    await step('disable', rule.id);
    const removed = await w.console('sunrise', 'DELETE', `${ORGAN}/remove?id=${line.id}`);
    expect(removed.statusCode, removed.body.slice(0, 300)).toBe(200);
    await step('publish', rule.id);
    expect(await ruleAmount(rule.id)).toBe(0);

    // A rule removed (disabled first) takes its versions and organisations with it.
    await step('disable', rule.id);
    await w.edit(ORGAN, { ruleId: rule.id, applyOrganId: downtown });
    const gone = await w.console('sunrise', 'DELETE', `${RULE}/remove?id=${rule.id}`);
    expect(gone.statusCode, gone.body.slice(0, 300)).toBe(200);
    expect(await versionsOf(rule.id)).toEqual([]);
    expect(await w.list(ORGAN, { ruleId: rule.id })).toEqual([]);
  });

  it('refuses an organisation outside the caller’s scope or of another tenant', async () => {
    const rule = await draft({ organId: uptown });
    const outside = await w.console(
      'sunrise',
      'PATCH',
      `${ORGAN}/edit`,
      { ruleId: rule.id, applyOrganId: harbourOrgan },
      'en',
    );
    w.refusedWith(outside, 'applyOrganId', /^The chosen Organisation does not exist/);
    // Platform staff see every tenant's organisations, but a rule applies within its tenant.
    const admin = await demoToken(w.t, 'admin');
    const foreign = await callAs(w.t, admin, 'PATCH', `${ORGAN}/edit`, {
      ruleId: rule.id,
      applyOrganId: harbourOrgan,
    });
    w.refusedWith(foreign, 'applyOrganId');
    expect(await w.list(ORGAN, { ruleId: rule.id })).toEqual([]);
    // Another tenant cannot list a rule's organisations, nor add to its rule.
    await w.edit(ORGAN, { ruleId: rule.id, applyOrganId: downtown });
    expect(await w.list(ORGAN, { ruleId: rule.id }, 'harbour')).toEqual([]);
    const theirs = await w.console('harbour', 'PATCH', `${ORGAN}/edit`, {
      ruleId: rule.id,
      applyOrganId: harbourOrgan,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('their screens', () => {
  it('are hidden child screens of the rules, at the paths of the console', () => {
    const nodes = flattenAuthorityTree();
    const node = (code: string) => nodes.find((entry) => entry.code === code);
    expect(resources.droolsRuleOrgan.screenPath).toBe('/droolsRuleOrgan/index');
    expect(node('DROOLS_RULE_ORGAN')).toMatchObject({
      url: '/droolsRuleOrgan/index',
      hidden: true,
    });
    expect(node('DROOLS_RULE_VERSION')).toMatchObject({
      url: '/droolsRuleVersion/index',
      hidden: true,
    });
    expect(node('DROOLS_RULE_VERSION_ROLLBACK')).toBeDefined();
    expect(node('DROOLS_RULE_VERSION_EDIT')).toBeUndefined();
    expect(node('DROOLS_RULE_ORGAN_EDIT')).toBeDefined();
  });
});
