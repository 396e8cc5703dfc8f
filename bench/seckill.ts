// Flash sale (issue 21, docs/marketing.md) on the real application, in process (app.inject, no
// sockets; each shopper calls from an address of its own): a flash sale of 100 units (one per
// customer), 1,000 signed-in shoppers check out at the flash price all at once. Exactly 100
// orders must be made, the others refused "sold out", the item's stock at 0 and never below,
// the customers' records summing to 100; the p50 and p99 of one checkout. SQLite by default;
// PostgreSQL when DATABASE_URL is set:
//   npm run bench:seckill -w @retail/bench [-- --buyers=1000] [-- --units=100]
//   node scripts/with-postgres.mjs npm run bench:seckill -w @retail/bench
// Not part of `npm run bench`. An oversold unit, or a refusal other than "sold out", exits 1.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAPTCHA_HEADERS, GOODS_STATUS_ON_SALE } from '@retail/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { formatDateTime } from '../apps/server/src/lib/date-time';
import { untyped } from '../apps/server/src/scope/scoped-db';
import { numberOption, percentile } from './http-load';

type Answer = { status: number; data: unknown; description: string; ms: number };
type Row = { id: number };
type Buyer = { token: string; addressId: number; address: string };

const BUYERS = numberOption('buyers', 1000);
const UNITS = numberOption('units', 100);
const TENANT_ADMIN = 'sunrise.admin';
const STORE_NAME = 'Sunrise Central Plaza';
const DAY = 86_400_000;

/** 10.x.y.z, one per shopper (public calls are limited per address). */
const addressOf = (index: number) => `10.${1 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
const mobileOf = (index: number) => `139${String(index).padStart(8, '0')}`;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-seckill-'));
  const postgres = process.env.DATABASE_URL;
  const codes = new Map<string, string>();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres,
        CAPTCHA: 'off',
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      }),
      { sendSignInCode: ({ tenantId, mobile, code }) => codes.set(`${tenantId}:${mobile}`, code) },
    );
    const server = app;
    const db = untyped(server.db);
    const call = async (
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      options: { token?: string; payload?: object; address?: string } = {},
    ): Promise<Answer> => {
      const started = performance.now();
      const response = await server.inject({
        method,
        url,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        ...(options.payload ? { payload: options.payload } : {}),
        ...(options.address ? { remoteAddress: options.address } : {}),
      });
      const ms = performance.now() - started;
      const body = response.json<{ data?: unknown; description?: string }>();
      return {
        status: response.statusCode,
        data: body.data,
        description: body.description ?? '',
        ms,
      };
    };
    const okData = <T>(answer: Answer, what: string): T => {
      if (answer.status !== 200)
        throw new Error(`${what}: ${answer.status} ${answer.description}`.trim());
      return answer.data as T;
    };

    const captcha = await call('GET', '/api/admin/code');
    const password = DEMO_ACCOUNTS.find((entry) => entry.userName === TENANT_ADMIN)?.password;
    const login = await server.inject({
      method: 'POST',
      url: '/api/admin/user/login',
      headers: {
        [CAPTCHA_HEADERS.uuid]: (captcha.data as { uuid: string }).uuid,
        [CAPTCHA_HEADERS.code]: '0000',
      },
      payload: { userName: TENANT_ADMIN, password },
    });
    const admin = login.json<{ data: { token: string } }>().data.token;
    const edit = async (key: string, body: object) =>
      okData<Row>(await call('PATCH', `/api/${key}/edit`, { token: admin, payload: body }), key);
    const act = async (url: string, body: object) =>
      okData<unknown>(await call('POST', url, { token: admin, payload: body }), url);

    const store = (await db
      .selectFrom('store')
      .select(['id', 'tenantId'])
      .where('storeName', '=', STORE_NAME)
      .executeTakeFirstOrThrow()) as { id: number; tenantId: number };
    const tenantId = store.tenantId;
    const configured = await db
      .selectFrom('tradeConfig')
      .select('id')
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!configured) throw new Error('the demo has no trade settings (SEED=demo makes them)');

    // The goods on sale: a goods the store prices without SKUs, with ample store stock.
    const goods = (await db
      .selectFrom('goodsPrice as p')
      .innerJoin('goods as g', 'g.id', 'p.goodsId')
      .select(['g.id', 'p.priceCents'])
      .where('p.storeId', '=', store.id)
      .where('p.skuId', 'is', null)
      .where('g.tenantId', '=', tenantId)
      .orderBy('g.id')
      .executeTakeFirstOrThrow()) as { id: number; priceCents: number | string };
    await db
      .updateTable('goods')
      .set({ status: GOODS_STATUS_ON_SALE })
      .where('id', '=', goods.id)
      .execute();
    await db
      .updateTable('goodsPrice')
      .set({ status: GOODS_STATUS_ON_SALE })
      .where('goodsId', '=', goods.id)
      .execute();
    const stock = (await db
      .selectFrom('goodsStock')
      .select('id')
      .where('storeId', '=', store.id)
      .where('goodsId', '=', goods.id)
      .where('unitKey', '=', 0)
      .executeTakeFirst()) as Row | undefined;
    const stockId =
      stock?.id ??
      (await edit('ministore/goods-stock', { storeId: store.id, goodsId: goods.id })).id;
    await act('/api/ministore/goods-stock/adjust', {
      id: stockId,
      change: 1_000_000,
      reason: 'Bench stock',
    });
    const price = Number(goods.priceCents);

    // The flash sale: a slot all day, one per customer, UNITS at half price.
    const now = Date.now();
    const scene = await edit('promotion/sec-kill-scene', {
      name: 'All day',
      startTime: '00:00',
      endTime: '24:00',
    });
    const sale = await edit('promotion/sec-kills', {
      name: 'Bench flash sale',
      startTime: formatDateTime(now - DAY),
      endTime: formatDateTime(now + DAY),
      sceneId: scene.id,
      singleLimitCount: 1,
      totalLimitCount: 1,
    });
    const item = await edit('promotion/sec-kills-item', {
      activityId: sale.id,
      goodsId: goods.id,
      seckillPrice: Math.max(1, Math.floor(price / 2)),
      totalStock: UNITS,
    });
    await act('/api/promotion/sec-kills/schedule', { id: sale.id });

    const shopper = async (index: number): Promise<Buyer> => {
      const mobile = mobileOf(index);
      const address = addressOf(index);
      okData(
        await call('POST', '/api/shop/sign-in/code', { payload: { tenantId, mobile }, address }),
        'sign-in code',
      );
      const code = codes.get(`${tenantId}:${mobile}`);
      const signed = okData<{ token: string }>(
        await call('POST', '/api/shop/sign-in', { payload: { tenantId, mobile, code }, address }),
        'sign-in',
      );
      const saved = okData<Row>(
        await call('POST', '/api/shop/address/save', {
          token: signed.token,
          address,
          payload: {
            name: `Shopper ${index}`,
            mobile,
            area: 'Pudong',
            detailAddress: `No. ${index}`,
          },
        }),
        'address',
      );
      return { token: signed.token, addressId: saved.id, address };
    };
    const buyers: Buyer[] = [];
    for (let start = 0; start < BUYERS; start += 20)
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, BUYERS - start) }, (_, offset) =>
            shopper(start + offset),
          ),
        )),
      );

    const database = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\nFlash sale on ${database}, in process: ${UNITS} units, ${BUYERS} shoppers at once, one each`,
    );
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        call('POST', '/api/shop/order/create', {
          token: buyer.token,
          address: buyer.address,
          payload: {
            storeId: store.id,
            lines: [{ goodsId: goods.id, skuId: null, count: 1, price }],
            addressId: buyer.addressId,
            requestKey: `seckill-${index}`,
            seckillActivityId: sale.id,
          },
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const sold = answers.filter((answer) => answer.status === 200).length;
    const soldOut = answers.filter(
      (answer) => answer.status === 400 && /sold out/.test(answer.description),
    ).length;
    const other = answers.filter(
      (answer) =>
        answer.status !== 200 && !(answer.status === 400 && /sold out/.test(answer.description)),
    );
    const left = (await db
      .selectFrom('seckillItem')
      .select('stock')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow()) as { stock: number };
    const recorded = (await db
      .selectFrom('seckillRecord')
      .select((eb) => eb.fn.sum('count').as('count'))
      .where('activityId', '=', sale.id)
      .where('status', '=', 1)
      .executeTakeFirst()) as { count: unknown } | undefined;
    const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(
      `  sold ${sold}, oversold ${Math.max(0, sold - UNITS)}, refused sold out ${soldOut}, other ${other.length}${other[0] ? ` (${other[0].status} ${other[0].description})` : ''}`,
    );
    console.log(
      `  all ${BUYERS} checkouts in ${seconds.toFixed(2)} s; one checkout p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
    check(sold === UNITS, `exactly ${UNITS} orders made (${sold})`);
    check(other.length === 0, 'every other shopper refused "sold out"');
    check(Number(left.stock) === 0, `the item's stock at 0 (${left.stock})`);
    check(Number(recorded?.count ?? 0) === UNITS, `the records sum to ${UNITS}`);
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} check(s) failed`);
    process.exit(1);
  }
};

await main();
