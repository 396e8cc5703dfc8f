// Pricing (issue 21) on the real application, in process: a 50-line cart priced against 200
// published price rules (plus a running markdown on 10 of its goods and a running full
// reduction), time per call, p50 and p95. Three rows, each with its baseline (the same cart and
// no rule): the engine alone (pricing-engine.ts, what is applied already loaded), the service
// (pricing.preview: the cart's units read, what applies loaded, the rules parsed and run), and
// the console's preview endpoint through app.inject. SQLite by default; PostgreSQL when
// DATABASE_URL is set:
//   npx tsx bench/pricing.ts [--calls=300] [--rules=200] [--lines=50]
//   node scripts/with-postgres.mjs npx tsx bench/pricing.ts
// Not part of `npm run bench`. A broken answer (lines not summing to the total, no rule fired,
// the engine and the endpoint disagreeing) exits 1; a speed never does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAPTCHA_HEADERS, GOODS_STATUS_ON_SALE, type PricedCart } from '@retail/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { formatDateTime } from '../apps/server/src/lib/date-time';
import { cartUnitsOf } from '../apps/server/src/modules/marketing/pricing/cart-units';
import { priceCart } from '../apps/server/src/modules/marketing/pricing/pricing-engine';
import { loadPricing } from '../apps/server/src/modules/marketing/pricing/pricing-loader';
import { scopeOf } from '../apps/server/src/scope/scope';
import { untyped } from '../apps/server/src/scope/scoped-db';
import { numberOption, percentile } from './http-load';

const CALLS = numberOption('calls', 300);
const RULES = numberOption('rules', 200);
const LINES = numberOption('lines', 50);
const TENANT_ADMIN = 'sunrise.admin';
const STORE_NAME = 'Sunrise Central Plaza';
const DAY = 86_400_000;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** Runs `call` `times` times (after 10 warm-up calls): p50, p95, calls per second. */
const timed = async (times: number, call: () => Promise<unknown>) => {
  for (let i = 0; i < 10; i += 1) await call();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < times; i += 1) {
    const at = performance.now();
    await call();
    samples.push(performance.now() - at);
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = samples.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), perSecond: times / seconds };
};

const row = (what: string, figures: Awaited<ReturnType<typeof timed>>) =>
  console.log(
    `  ${what.padEnd(44)} p50 ${figures.p50.toFixed(2).padStart(7)} ms   p95 ${figures.p95
      .toFixed(2)
      .padStart(7)} ms   ${figures.perSecond.toFixed(0).padStart(6)} /s`,
  );

/** One of a few rule shapes: thresholds, goods and category lists, weekdays, groups. */
const ruleContent = (index: number, goodsIds: number[], categoryIds: number[]) => {
  const kind = index % 5;
  const conditions =
    kind === 0
      ? { all: [{ fact: 'cartTotal', operator: 'greaterThanInclusive', value: 1000 + index * 50 }] }
      : kind === 1
        ? {
            any: [
              { fact: 'goodsIds', operator: 'contains', value: goodsIds[index % goodsIds.length] },
              { fact: 'itemCount', operator: 'greaterThan', value: 500 },
            ],
          }
        : kind === 2
          ? {
              all: [
                { fact: 'categoryIds', operator: 'contains', value: categoryIds[0] },
                { fact: 'hour', operator: 'lessThan', value: 25 },
              ],
            }
          : kind === 3
            ? { all: [{ fact: 'weekday', operator: 'in', value: [1, 2, 3, 4, 5, 6, 7] }] }
            : { not: { fact: 'storeId', operator: 'equal', value: 0 } };
  const event =
    index % 3 === 0
      ? { type: 'amountOff', params: { amount: 10 + (index % 7) } }
      : index % 3 === 1
        ? { type: 'percentOff', params: { percent: 1, maxAmount: 50 } }
        : { type: 'freeDelivery' };
  return JSON.stringify({ conditions, event });
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pricing-'));
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.DATABASE_URL,
        CAPTCHA: 'off',
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      }),
    );
    const server = app;
    const db = untyped(server.db);
    const now = server.clock.now();
    const date = formatDateTime(now);
    const stamp = { createBy: 'bench', createDate: date, updateBy: 'bench', updateDate: date };

    const store = (await db
      .selectFrom('store')
      .select(['id', 'tenantId', 'organId', 'organPath'])
      .where('storeName', '=', STORE_NAME)
      .executeTakeFirstOrThrow()) as {
      id: number;
      tenantId: number;
      organId: number;
      organPath: string;
    };
    const owner = { tenantId: store.tenantId, organId: store.organId, organPath: store.organPath };
    const categories = (
      (await db
        .selectFrom('goodsType')
        .select('id')
        .where('tenantId', '=', store.tenantId)
        .orderBy('id')
        .execute()) as { id: number }[]
    ).map((type) => type.id);

    // The cart's goods: LINES new goods on sale at the store, 1.00 to 50.00, over the categories.
    const goodsIds: number[] = [];
    for (let index = 0; index < LINES; index += 1) {
      const goods = (await db
        .insertInto('goods')
        .values({
          ...owner,
          goodsName: `Bench goods ${index + 1}`,
          goodsCode: `BENCH-P-${index + 1}`,
          goodsTypeId: categories[index % categories.length],
          status: GOODS_STATUS_ON_SALE,
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await db
        .insertInto('goodsPrice')
        .values({
          ...owner,
          goodsId: goods.id,
          storeId: store.id,
          skuId: null,
          priceCents: 100 + ((index * 977) % 4900),
          status: GOODS_STATUS_ON_SALE,
          ...stamp,
        })
        .execute();
      goodsIds.push(goods.id);
    }
    const lines = goodsIds.map((goodsId, index) => ({ goodsId, count: 1 + (index % 4) }));

    // What applies: a markdown on 10 of them, a full reduction on all, RULES published rules.
    const window = { startTime: formatDateTime(now - DAY), endTime: formatDateTime(now + DAY) };
    const markdown = (await db
      .insertInto('promotionMarkdown')
      .values({ ...owner, name: 'Bench markdown', status: 20, ...window, ...stamp })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    for (const goodsId of goodsIds.slice(0, 10))
      await db
        .insertInto('promotionMarkdownItem')
        .values({
          ...owner,
          markdownId: markdown.id,
          goodsId,
          discountType: 2,
          discountPercent: 10,
          discountPrice: 0,
          ...stamp,
        })
        .execute();
    const reduction = (await db
      .insertInto('promotionFullReduction')
      .values({
        ...owner,
        name: 'Bench reduction',
        status: 20,
        conditionType: 10,
        productScope: 1,
        ...window,
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    for (const [limitPrice, discountPrice] of [
      [5000, 300],
      [20000, 1500],
    ])
      await db
        .insertInto('promotionFullReductionRule')
        .values({ ...owner, reductionId: reduction.id, limitPrice, discountPrice, ...stamp })
        .execute();
    const setRules = async (status: number) =>
      db
        .updateTable('promotionRule')
        .set({ status })
        .where('tenantId', '=', store.tenantId)
        .execute();
    await setRules(20);
    for (let index = 0; index < RULES; index += 1)
      await db
        .insertInto('promotionRule')
        .values({
          ...owner,
          name: `Bench rule ${index + 1}`,
          ruleKey: `BENCH_RULE_${index + 1}`,
          category: 10,
          content: ruleContent(index, goodsIds, categories),
          salience: index % 17,
          activationGroup: index % 4 === 0 ? `group-${index % 10}` : null,
          status: 10,
          ...stamp,
        })
        .execute();

    // The console's session (the preview endpoint) and the service's scope.
    const captcha = await server.inject({ method: 'GET', url: '/api/admin/code' });
    const password = DEMO_ACCOUNTS.find((entry) => entry.userName === TENANT_ADMIN)?.password;
    const login = await server.inject({
      method: 'POST',
      url: '/api/admin/user/login',
      headers: {
        [CAPTCHA_HEADERS.uuid]: captcha.json<{ data: { uuid: string } }>().data.uuid,
        [CAPTCHA_HEADERS.code]: '0000',
      },
      payload: { userName: TENANT_ADMIN, password },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const identity = await server.services.sessions.resolve(token);
    if (!identity) throw new Error("the admin's session does not resolve");
    const scope = scopeOf(identity, now);
    const { pricing } = server.services.marketing;
    const body = { storeId: store.id, lines };
    const endpoint = async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/promotion/pricing/preview',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`preview: ${response.body.slice(0, 300)}`);
      return response.json<{ data: PricedCart }>().data;
    };
    const units = await cartUnitsOf(server.db, store.id, store.tenantId, lines);
    const engineInput = async () => ({
      ...(await loadPricing(
        server.db,
        store,
        null,
        units.map((unit) => unit.goodsId),
        date,
      )),
      couponId: null,
      lines: units.map((unit) => ({
        goodsId: unit.goodsId,
        skuId: unit.skuId,
        categoryId: unit.categoryId,
        price: unit.price,
        count: unit.count,
      })),
    });

    console.log(
      `Pricing: ${LINES} lines, ${RULES} published rules, a markdown and a full reduction; ` +
        `${CALLS} calls per row (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`,
    );
    const input = await engineInput();
    const result = await priceCart(input);
    const shown = await endpoint();
    check(input.rules.length === RULES, `${input.rules.length} rules loaded`);
    check(result.fired.length > 0, `${result.fired.length} rules fired`);
    check(
      result.lines.reduce((sum, line) => sum + line.payPrice, 0) ===
        result.payPrice - result.deliveryPrice,
      'the lines sum to the goods’ amount to pay',
    );
    check(
      shown.payPrice === result.payPrice && shown.adjustments.length === result.adjustments.length,
      `the endpoint and the engine agree (${shown.payPrice} cents, ${shown.adjustments.length} discounts)`,
    );

    const withRules = {
      engine: await timed(CALLS * 3, () => priceCart(input)),
      service: await timed(CALLS, () => pricing.preview(scope, body)),
      endpoint: await timed(CALLS, endpoint),
    };
    await setRules(20);
    const bare = await engineInput();
    const baseline = {
      engine: await timed(CALLS * 3, () => priceCart(bare)),
      service: await timed(CALLS, () => pricing.preview(scope, body)),
      endpoint: await timed(CALLS, endpoint),
    };
    row('engine alone, no rule (baseline)', baseline.engine);
    row(`engine alone, ${RULES} rules`, withRules.engine);
    row('service (load + engine), no rule (baseline)', baseline.service);
    row(`service (load + engine), ${RULES} rules`, withRules.service);
    row('preview endpoint, no rule (baseline)', baseline.endpoint);
    row(`preview endpoint, ${RULES} rules`, withRules.endpoint);
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`Broken: ${failures.join('; ')}`);
    process.exit(1);
  }
};

await main();
