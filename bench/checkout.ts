// Storefront checkout (issue 20) on the real application, in process (app.inject, no sockets;
// each shopper calls from an address of its own, as shoppers do): shoppers signed in with the
// one-time code the app "sends" (read through its sendSignInCode seam), each with an address,
// place orders of 1–2 units concurrently (orders per second, p50 and p95), then checkout and
// sandbox payment one after the other (per second). Then the race: 500 shoppers want the last
// 100 units at once, one each, and every order made is paid: exactly 100 orders made and paid,
// the others refused with "Not enough", the stock row at 0 on hand and 0 reserved, its records
// summing to −100 after the opening stock, nothing negative anywhere. SQLite by default;
// PostgreSQL when DATABASE_URL is set:
//   npm run bench:checkout -w @retail/bench [-- --orders=1000] [-- --concurrency=10,50]
//   node scripts/with-postgres.mjs npm run bench:checkout -w @retail/bench
// Other options: --shoppers=200 (signed in for the throughput rows), --buyers=500, --units=100.
// Not part of `npm run bench`. A broken rule (oversold, a refused or failed call where stock
// was ample, a ledger that disagrees) exits 1; a speed never does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CAPTCHA_HEADERS,
  GOODS_STATUS_ON_SALE,
  ORDER_STATUS,
  PAY_ORDER_STATE,
  STOCK_REASON,
} from '@retail/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { untyped } from '../apps/server/src/scope/scoped-db';
import { numberOption, percentile } from './http-load';

type Answer = { status: number; data: unknown; description: string; ms: number };
type Row = { id: number };
type Buyer = { token: string; addressId: number; address: string };
type Line = { goodsId: number; skuId: null; count: number; price: number };
type Order = { id: number; status: number; payPrice: number };

const ORDERS = numberOption('orders', 1000);
const SHOPPERS = numberOption('shoppers', 200);
const BUYERS = numberOption('buyers', 500);
const LAST_UNITS = numberOption('units', 100);
const CONCURRENCY = (
  process.argv.find((arg) => arg.startsWith('--concurrency='))?.split('=')[1] ?? '10,50'
)
  .split(',')
  .map(Number)
  .filter((value) => Number.isInteger(value) && value > 0);
const TENANT_ADMIN = 'sunrise.admin';
const STORE_NAME = 'Sunrise Central Plaza';
const RACE_GOODS = 'SR-0004';
const STOCK_PER_GOODS = 1_000_000;

/** 10.x.y.z, one per shopper (public calls are limited per address). */
const addressOf = (index: number) => `10.${1 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
const mobileOf = (index: number) => `139${String(index).padStart(8, '0')}`;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
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

    // The console: the tenant admin of the demo's Sunrise Retail.
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

    // The merchant app collecting the storefront's payments through the sandbox, and the trade
    // settings naming it (free delivery over 50.00), unless the tenant has them already.
    const configured = await db
      .selectFrom('tradeConfig')
      .select('id')
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!configured) {
      const merchant = await edit('payment/mch-info', { mchNo: 'M-BENCH', name: 'Bench shop' });
      const mchApp = await edit('payment/mch-app', { name: 'Bench shop', mchInfoId: merchant.id });
      const way = await edit('payment/pay-way', { wayCode: 'SANDBOX_QR', name: 'Sandbox QR' });
      const sandbox = await edit('payment/pay-interface-define', {
        ifCode: 'sandbox',
        name: 'Sandbox',
        wayCodes: 'SANDBOX_QR',
      });
      await edit('payment/mch-pay-passage', {
        mchAppId: mchApp.id,
        payWayId: way.id,
        payInterfaceDefineId: sandbox.id,
        rate: 6000,
      });
      await edit('order/trade-config', {
        storeId: store.id,
        mchAppId: mchApp.id,
        wayCode: 'SANDBOX_QR',
        deliveryPrice: 600,
        freeDeliveryOver: 5000,
      });
    }

    // Goods the store prices without SKUs, put on sale (with the demo's banana picture when
    // they have none) and given ample stock; the race's goods (one whose stock no order holds)
    // gets exactly the last units later.
    const candidates = (await db
      .selectFrom('goodsPrice as p')
      .innerJoin('goods as g', 'g.id', 'p.goodsId')
      .leftJoin('goodsStock as s', (join) =>
        join
          .onRef('s.goodsId', '=', 'g.id')
          .onRef('s.storeId', '=', 'p.storeId')
          .on('s.unitKey', '=', 0),
      )
      .select(['g.id', 'g.goodsCode', 'g.status', 's.id as stockId', 's.onHand', 's.reserved'])
      .where('p.storeId', '=', store.id)
      .where('p.skuId', 'is', null)
      .where('g.tenantId', '=', tenantId)
      .orderBy('g.id')
      .execute()) as {
      id: number;
      goodsCode: string;
      status: number;
      stockId: number | null;
      onHand: number | null;
      reserved: number | null;
    }[];
    const free = (goods: (typeof candidates)[number]) => !goods.reserved;
    const raceGoods =
      candidates.find((goods) => goods.goodsCode === RACE_GOODS && free(goods)) ??
      candidates.find((goods) => goods.stockId === null) ??
      candidates.find(free);
    const pool = candidates.filter((goods) => goods !== raceGoods).slice(0, 12);
    if (!raceGoods || pool.length < 2)
      throw new Error(`the demo store has too few goods to sell (${candidates.length})`);
    const picture = (await db
      .selectFrom('goodsImage')
      .select('fileId')
      .where('fileId', 'is not', null)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst()) as { fileId: number } | undefined;
    for (const goods of [raceGoods, ...pool]) {
      if (goods.status === GOODS_STATUS_ON_SALE) continue;
      const images = okData<unknown[]>(
        await call('POST', '/api/ministore/goods/load-goods-images', {
          token: admin,
          payload: { goodsId: goods.id },
        }),
        'goods images',
      );
      if (images.length === 0 && picture)
        await act('/api/ministore/goods/change-images', {
          goodsId: goods.id,
          fileIds: [picture.fileId],
        });
      await act('/api/ministore/goods/quick-launch', { id: goods.id });
    }
    /** The price the shopper is shown: the storefront's goods page. */
    const priceOf = async (goodsId: number) => {
      const goods = okData<{ units: { skuId: number | null; price: number }[] }>(
        await call('GET', `/api/shop/goods/${store.id}/${goodsId}`),
        'shop goods',
      );
      const unit = goods.units.find((candidate) => candidate.skuId === null);
      if (!unit) throw new Error(`goods ${goodsId} has no unit without SKU`);
      return unit.price;
    };
    /** The goods' stock row (made if missing), `units` added; with `exactly`, emptied first. */
    const stockRow = async (item: (typeof candidates)[number], units: number, exactly = false) => {
      const id =
        item.stockId ??
        (await edit('ministore/goods-stock', { storeId: store.id, goodsId: item.id })).id;
      const adjust = (change: number) =>
        act('/api/ministore/goods-stock/adjust', { id, change, reason: 'Bench stock' });
      if (exactly && Number(item.onHand ?? 0) > 0) await adjust(-Number(item.onHand));
      await adjust(units);
      return { id };
    };
    const goods: { id: number; price: number }[] = [];
    for (const item of pool) {
      await stockRow(item, STOCK_PER_GOODS);
      goods.push({ id: item.id, price: await priceOf(item.id) });
    }

    // Shoppers: a code sent, read from the seam, signed in, an address kept.
    const shopper = async (index: number): Promise<Buyer> => {
      const mobile = mobileOf(index);
      const address = addressOf(index);
      okData(
        await call('POST', '/api/shop/sign-in/code', { payload: { tenantId, mobile }, address }),
        'sign-in code',
      );
      const code = codes.get(`${tenantId}:${mobile}`);
      const signed = okData<{ token: string }>(
        await call('POST', '/api/shop/sign-in', {
          payload: { tenantId, mobile, code },
          address,
        }),
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
            detailAddress: `No. ${index}, Century Avenue`,
          },
        }),
        'address',
      );
      return { token: signed.token, addressId: saved.id, address };
    };
    const shoppers = async (from: number, count: number) => {
      const made: Buyer[] = [];
      for (let start = 0; start < count; start += 20) {
        const batch = Array.from({ length: Math.min(20, count - start) }, (_, offset) =>
          shopper(from + start + offset),
        );
        made.push(...(await Promise.all(batch)));
      }
      return made;
    };

    // Request keys of this run only (a key sent again answers the order it made before).
    const run = Date.now().toString(36);
    let keys = 0;
    const checkout = (buyer: Buyer, lines: Line[]) =>
      call('POST', '/api/shop/order/create', {
        token: buyer.token,
        address: buyer.address,
        payload: {
          storeId: store.id,
          lines,
          addressId: buyer.addressId,
          requestKey: `bench-${run}-${(keys += 1)}`,
        },
      });
    const pay = (buyer: Buyer, id: number) =>
      call('POST', '/api/shop/order/sandbox-pay', {
        token: buyer.token,
        address: buyer.address,
        payload: { id },
      });
    /** 1–2 units: one line of 1 or 2, or two lines of 1 (two stock rows, taken in id order). */
    const linesFor = (index: number): Line[] => {
      const first = goods[index % goods.length];
      const second = goods[(index + 1) % goods.length];
      if (!first || !second) return [];
      const line = (item: { id: number; price: number }, count: number): Line => ({
        goodsId: item.id,
        skuId: null,
        count,
        price: item.price,
      });
      return index % 2 === 1
        ? [line(first, 1), line(second, 1)]
        : [line(first, index % 4 === 0 ? 2 : 1)];
    };

    const buyers = await shoppers(0, SHOPPERS);
    const database = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\nCheckout on ${database}, in process: ${SHOPPERS} shoppers, ${goods.length} goods with ample stock, ${ORDERS} orders a row of 1–2 units`,
    );

    let sequence = 0;
    /** `orders` checkouts (then each paid, with `andPay`) from `concurrency` shoppers at a time. */
    const row = async (concurrency: number, andPay: boolean) => {
      const latencies: number[] = [];
      const broken: string[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < ORDERS) {
            next += 1;
            const index = (sequence += 1);
            const buyer = buyers[index % buyers.length] as Buyer;
            const made = await checkout(buyer, linesFor(index));
            let ms = made.ms;
            if (made.status !== 200) {
              broken.push(`checkout ${made.status} ${made.description}`);
              continue;
            }
            if (andPay) {
              const paid = await pay(buyer, (made.data as Order).id);
              ms += paid.ms;
              if (paid.status !== 200 || (paid.data as Order).status !== ORDER_STATUS.paid) {
                broken.push(`pay ${paid.status} ${paid.description}`);
                continue;
              }
            }
            latencies.push(ms);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const what = andPay ? 'checkout + pay' : 'checkout      ';
      console.log(
        `  ${what} concurrency ${String(concurrency).padStart(3)}: ${(latencies.length / seconds).toFixed(0).padStart(4)}/s, ${summary(latencies)}${broken.length ? `, ${broken.length} FAILED (${broken[0]})` : ''}`,
      );
      if (broken.length) failures.push(`${broken.length} ${what.trim()} calls failed`);
    };
    // Warm-up (JIT, prepared statements), not counted.
    for (let index = 0; index < 50; index += 1) {
      const buyer = buyers[index % buyers.length] as Buyer;
      const made = await checkout(buyer, linesFor(index));
      await pay(buyer, okData<Order>(made, 'warm-up checkout').id);
    }
    for (const concurrency of CONCURRENCY) await row(concurrency, false);
    for (const concurrency of CONCURRENCY) await row(concurrency, true);

    // The race: the last units, wanted by five times as many shoppers at once.
    const racers = await shoppers(SHOPPERS, BUYERS);
    const raceStock = await stockRow(raceGoods, LAST_UNITS, true);
    // What was there before the race: its records and orders are left out of the checks.
    const before = async (table: 'goodsStockRecord' | 'tradeOrder') =>
      Number(
        (
          (await db
            .selectFrom(table)
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirst()) as { id: number | string | null } | undefined
        )?.id ?? 0,
      );
    const recordsBefore = await before('goodsStockRecord');
    const ordersBefore = await before('tradeOrder');
    const racePrice = await priceOf(raceGoods.id);
    const raced = performance.now();
    const answers = await Promise.all(
      racers.map((buyer) =>
        checkout(buyer, [{ goodsId: raceGoods.id, skuId: null, count: 1, price: racePrice }]),
      ),
    );
    const checkedOut = performance.now();
    const made = racers.flatMap((buyer, index) => {
      const answer = answers[index];
      return answer?.status === 200 ? [{ buyer, order: answer.data as Order }] : [];
    });
    const short = answers.filter(
      (answer) => answer.status === 400 && /Not enough/.test(answer.description),
    ).length;
    const other = answers.filter(
      (answer) =>
        answer.status !== 200 && !(answer.status === 400 && /Not enough/.test(answer.description)),
    );
    // What the refusals said was left (read before the stock row was taken, so it may be stale).
    const said = new Map<string, number>();
    for (const answer of answers) {
      const left = /only (\d+) left/.exec(answer.description)?.[1];
      if (left !== undefined) said.set(left, (said.get(left) ?? 0) + 1);
    }
    const paid = await Promise.all(made.map(({ buyer, order }) => pay(buyer, order.id)));
    const paidOk = paid.filter(
      (answer) => answer.status === 200 && (answer.data as Order).status === ORDER_STATUS.paid,
    ).length;
    console.log(
      `\n${BUYERS} shoppers for the last ${LAST_UNITS} units at once: checkouts ${((checkedOut - raced) / 1000).toFixed(1)} s, then ${made.length} payments at once ${((performance.now() - checkedOut) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  the refusals said: ${[...said].map(([left, times]) => `"only ${left} left" ×${times}`).join(', ')}`,
    );
    check(made.length === LAST_UNITS, `${made.length} orders made (want ${LAST_UNITS})`);
    check(paidOk === LAST_UNITS, `${paidOk} orders paid (want ${LAST_UNITS})`);
    check(
      short === BUYERS - LAST_UNITS && other.length === 0,
      `${short} refused with "Not enough" (want ${BUYERS - LAST_UNITS}), ${other.length} other answers${other[0] ? ` (${other[0].status} ${other[0].description})` : ''}`,
    );

    const stock = (await db
      .selectFrom('goodsStock')
      .select(['onHand', 'reserved'])
      .where('id', '=', raceStock.id)
      .executeTakeFirstOrThrow()) as { onHand: number; reserved: number };
    check(
      stock.onHand === 0 && stock.reserved === 0,
      `stock row: on hand ${stock.onHand}, reserved ${stock.reserved} (want 0 and 0)`,
    );
    const records = (await db
      .selectFrom('goodsStockRecord')
      .select(['reason', 'change', 'reservedChange'])
      .where('stockId', '=', raceStock.id)
      .where('id', '>', recordsBefore)
      .execute()) as { reason: number; change: number; reservedChange: number }[];
    const sales = records.filter((record) => record.reason !== STOCK_REASON.adjust);
    const sum = (rows: typeof records, key: 'change' | 'reservedChange') =>
      rows.reduce((total, record) => total + Number(record[key]), 0);
    const tally = (reason: number) => records.filter((record) => record.reason === reason).length;
    check(
      sum(sales, 'change') === -LAST_UNITS && sum(sales, 'reservedChange') === 0,
      `stock records after the opening ${LAST_UNITS}: on hand ${sum(sales, 'change')}, reserved ${sum(sales, 'reservedChange')} (want −${LAST_UNITS} and 0); ${tally(STOCK_REASON.reserve)} reserve, ${tally(STOCK_REASON.sell)} sell, ${tally(STOCK_REASON.release)} release`,
    );
    const orders = (await db
      .selectFrom('tradeOrder as o')
      .leftJoin('payOrder as p', 'p.payOrderId', 'o.payOrderId')
      .select(['o.status', 'p.state'])
      .where('o.id', '>', ordersBefore)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('tradeOrderItem as i')
            .select('i.id')
            .whereRef('i.orderId', '=', 'o.id')
            .where('i.stockId', '=', raceStock.id),
        ),
      )
      .execute()) as { status: number; state: number | null }[];
    const paidRows = orders.filter(
      (order) => order.status === ORDER_STATUS.paid && order.state === PAY_ORDER_STATE.success,
    ).length;
    check(
      orders.length === LAST_UNITS && paidRows === LAST_UNITS,
      `orders of the goods in the database: ${orders.length}, paid with a successful pay order: ${paidRows} (want ${LAST_UNITS})`,
    );

    // Every stock row of the store: never negative, never more reserved than on hand, and the
    // same as the sum of its records (the throughput rows' unpaid orders still hold theirs).
    const rows = (await db
      .selectFrom('goodsStock as s')
      .select(['s.id', 's.onHand', 's.reserved'])
      .select((eb) => [
        eb
          .selectFrom('goodsStockRecord as r')
          .select((inner) => inner.fn.sum('r.change').as('n'))
          .whereRef('r.stockId', '=', 's.id')
          .as('recordedOnHand'),
        eb
          .selectFrom('goodsStockRecord as r')
          .select((inner) => inner.fn.sum('r.reservedChange').as('n'))
          .whereRef('r.stockId', '=', 's.id')
          .as('recordedReserved'),
      ])
      .where('s.storeId', '=', store.id)
      .execute()) as {
      id: number;
      onHand: number;
      reserved: number;
      recordedOnHand: number | string | null;
      recordedReserved: number | string | null;
    }[];
    const negativeRecords = (await db
      .selectFrom('goodsStockRecord')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('onHandAfter', '<', 0),
          eb('reservedAfter', '<', 0),
          eb('reservedAfter', '>', eb.ref('onHandAfter')),
        ]),
      )
      .execute()) as Row[];
    const bad = rows.filter(
      (item) =>
        item.onHand < 0 ||
        item.reserved < 0 ||
        item.reserved > item.onHand ||
        Number(item.recordedOnHand ?? 0) !== Number(item.onHand) ||
        Number(item.recordedReserved ?? 0) !== Number(item.reserved),
    );
    check(
      bad.length === 0 && negativeRecords.length === 0,
      `${rows.length} stock rows agree with their records, none negative nor reserved above on hand; ${negativeRecords.length} records negative`,
    );
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.log(`FAIL: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
};

await main();
