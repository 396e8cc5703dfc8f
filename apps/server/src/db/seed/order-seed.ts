import { INVOICE_TITLE_TYPE } from '@retail/contract';
import type { Services } from '../../services';
import type { Scope } from '../../scope/scope';
import type { Db } from '../database';
import { seedScopeOf } from './seed-helpers';

// The demo shop of Sunrise Retail (SEED=demo): the storefront takes orders at Sunrise Central
// Plaza, paid through a sandbox merchant app; its goods on sale there have stock; and a few
// shoppers' orders are made through the shoppers' own path (checkout, sandbox payment) and
// moved on as staff would (shipped, received, an invoice and a refund asked for), so the order screens open
// on orders whose amounts, stock and payments add up. Only what is on sale already is sold (the
// Bananas), so the other demo goods stay as the catalogue's tests know them. Once per database.

const TENANT_ADMIN = 'sunrise.admin';
const ONLINE_STORE = 'Sunrise Central Plaza';
/** Goods on sale online (the demo's Bananas), with their opening stock at the online store. */
const STOCKED = [['SR-0004', 60]] as const;

type Row = { id: number } & Record<string, unknown>;

export const seedDemoOrders = async (
  db: Db,
  services: Pick<Services, 'resources' | 'orders'>,
  nowMs: number,
): Promise<void> => {
  const scope = await seedScopeOf(db, TENANT_ADMIN, nowMs);
  if (!scope) return;
  const { services: registry, actions } = services.resources;
  if ((await registry.tradeConfig.all(scope, {} as never)).length > 0) return;
  const edit = async (service: { edit: (s: Scope, b: never) => Promise<unknown> }, body: object) =>
    (await service.edit(scope, body as never)) as Row;

  const store = await db
    .selectFrom('store')
    .select(['id'])
    .where('tenantId', '=', scope.tenantId)
    .where('storeName', '=', ONLINE_STORE)
    .executeTakeFirst();
  if (!store) return;

  // The money: a merchant app taking sandbox payments at 0.6 %.
  const merchant = await edit(registry.mchInfo, { mchNo: 'M-SUNRISE', name: 'Sunrise storefront' });
  const app = await edit(registry.mchApp, { name: 'Sunrise storefront', mchInfoId: merchant.id });
  const way = await edit(registry.payWay, { wayCode: 'SANDBOX_QR', name: 'Sandbox QR' });
  const sandbox = await edit(registry.payInterfaceDefine, {
    ifCode: 'sandbox',
    name: 'Sandbox',
    wayCodes: 'SANDBOX_QR',
  });
  await edit(registry.mchPayPassage, {
    mchAppId: app.id,
    payWayId: way.id,
    payInterfaceDefineId: sandbox.id,
    rate: 6000,
  });
  await edit(registry.tradeConfig, {
    storeId: store.id,
    mchAppId: app.id,
    wayCode: 'SANDBOX_QR',
    deliveryPrice: 600,
    freeDeliveryOver: 5000,
  });
  const courier = await edit(registry.logistics, {
    code: 'ZTO',
    name: 'ZTO Express',
    phone: '95311',
  });

  // The goods on sale online, each with its opening stock.
  const goods: Record<string, Row> = {};
  for (const [code, units] of STOCKED) {
    const row = await db
      .selectFrom('goods')
      .select(['id', 'status'])
      .where('tenantId', '=', scope.tenantId)
      .where('goodsCode', '=', code)
      .executeTakeFirst();
    if (!row || row.status !== 32) continue;
    goods[code] = row;
    const stock = await edit(registry.goodsStock, {
      storeId: store.id,
      goodsId: row.id,
      warnAt: 5,
    });
    await actions.goodsStock.adjust({
      scope,
      body: { id: stock.id, change: units, reason: 'Opening stock' },
    });
  }

  // Shoppers, through the shoppers' own path.
  const { orders } = services;
  const prices = async (
    shopper: Awaited<ReturnType<typeof orders.shoppers.identityFor>>,
    lines: [string, number][],
  ) =>
    (
      await orders.checkout.price(shopper, {
        storeId: store.id,
        lines: lines.map(([code, count]) => ({ goodsId: goods[code]?.id ?? 0, count })),
      })
    ).lines;
  const buy = async (mobile: string, name: string, lines: [string, number][], key: string) => {
    const shopper = await orders.shoppers.identityFor(scope.tenantId, mobile);
    const address = await orders.shop.saveAddress(shopper, {
      name,
      mobile,
      area: 'Pudong, Shanghai',
      detailAddress: '88 Century Avenue',
      defaultStatus: true,
    });
    const priced = await prices(shopper, lines);
    const order = await orders.checkout.create(shopper, {
      storeId: store.id,
      lines: priced.map((line) => ({
        goodsId: line.goodsId,
        skuId: line.skuId,
        count: line.count,
        price: line.price,
      })),
      addressId: address.id,
      requestKey: `demo-${key}`,
    });
    return { shopper, order };
  };
  const ship = (id: number, logisticsNo: string) =>
    actions.order.ship({ scope, body: { id, logisticsId: courier.id, logisticsNo } });

  if (!goods['SR-0004']) return;
  const completed = await buy('13900001111', 'Li Lei', [['SR-0004', 2]], 'completed');
  await orders.flow.sandboxPay(completed.shopper, completed.order.id);
  await ship(completed.order.id, 'ZTO7500000001');
  await orders.flow.receiveByShopper(completed.shopper, completed.order.id);
  // The shopper asks for a company invoice of it: waiting for staff (Issue or Reject).
  await orders.invoices.request(completed.shopper, {
    orderId: completed.order.id,
    titleType: INVOICE_TITLE_TYPE.company,
    title: 'Li Lei Trading Co.',
    taxNo: '91310115MA1K4ABC2X',
    email: 'li.lei@example.com',
    amount: Number(completed.order.payPrice),
    requestKey: 'demo-invoice',
  });

  const awaiting = await buy('13900002222', 'Han Meimei', [['SR-0004', 3]], 'awaiting');
  await orders.flow.sandboxPay(awaiting.shopper, awaiting.order.id);

  const refund = await buy('13900001111', 'Li Lei', [['SR-0004', 2]], 'refund');
  await orders.flow.sandboxPay(refund.shopper, refund.order.id);
  const lines = (await orders.detail(refund.shopper, refund.order.id)).lines;
  await orders.afterSales.apply(refund.shopper, {
    orderId: refund.order.id,
    way: 10,
    applyReason: 'Arrived damaged',
    applyDescription: 'One of the bananas was squashed.',
    lines: [{ orderItemId: lines[0]?.id ?? 0, count: 1 }],
  });

  await buy('13900003333', 'Wang Fang', [['SR-0004', 1]], 'unpaid');
};
