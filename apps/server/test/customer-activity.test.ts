import { beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from './customer.support';
import type { Row } from './support/resource-calls';

// Favourites, browsing footmarks and cart lines as the console sees them: read-only lists of
// what the storefront wrote (rows put in the table here), filtered by customer and goods, with
// the customer's and the goods' names, and nothing to edit; another tenant sees none of them.

describe('customer activity lists', () => {
  const { app, call, edit, entities } = customerSession();
  const db = () => app().app.db;

  let customer: Row & { tenantId?: number };
  let goods: {
    id: number;
    goodsName: string;
    tenantId: number;
    organId: number;
    organPath: string;
  };
  let sku: { id: number };

  beforeAll(async () => {
    customer = await edit('customer', { mobile: '13700000051', nickname: 'He' });
    const owner = await db()
      .selectFrom('customer' as never)
      .select(['tenantId', 'organId', 'organPath'] as never)
      .where('id' as never, '=', customer.id as never)
      .executeTakeFirstOrThrow();
    goods = await db()
      .selectFrom('goods')
      .select(['id', 'goodsName', 'tenantId', 'organId', 'organPath'])
      .where('tenantId', '=', (owner as { tenantId: number }).tenantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A SKU of it, as the goods screen would make it.
    sku = (await db()
      .insertInto('goodsSku' as never)
      .values({
        tenantId: goods.tenantId,
        organId: goods.organId,
        organPath: goods.organPath,
        goodsId: goods.id,
        skuCode: 'ACT-SKU-1',
        barCode: 'ACT-BAR-1',
        specKey: '0',
        itemIds: '0',
        specText: 'Default',
      } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow()) as { id: number };
    const row = {
      ...(owner as object),
      customerId: customer.id,
      goodsId: goods.id,
      createBy: 'storefront',
      createDate: '2026-11-20 10:00:00',
      updateBy: 'storefront',
      updateDate: '2026-11-20 10:00:00',
    };
    await db()
      .insertInto('customerFavorite' as never)
      .values(row as never)
      .execute();
    await db()
      .insertInto('customerFootmark' as never)
      .values({ ...row, userDeleted: 1 } as never)
      .execute();
    // A cart line is of a store (the shopper's cart, docs/orders.md).
    const store = (await db()
      .selectFrom('store')
      .select('id')
      .where('tenantId', '=', goods.tenantId)
      .orderBy('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await db()
      .insertInto('customerCartSku' as never)
      .values({
        ...row,
        storeId: store.id,
        skuId: sku.id,
        unitKey: sku.id,
        count: 3,
        selected: 1,
      } as never)
      .execute();
  });

  it('lists what the storefront wrote, by customer and goods, with names', async () => {
    const [favorite] = await entities('favorite', { customerId: customer.id });
    expect(favorite).toMatchObject({ customerName: '13700000051', goodsName: goods.goodsName });
    const [footmark] = await entities('foot-mark', { customerId: customer.id, userDeleted: 1 });
    expect(footmark).toMatchObject({ goodsId: goods.id, userDeleted: true });
    expect(await entities('foot-mark', { customerId: customer.id, userDeleted: 0 })).toEqual([]);
    const [line] = await entities('cart-sku', { goodsId: goods.id, customerId: customer.id });
    expect(line).toMatchObject({ skuId: sku.id, count: 3, selected: true });
  });

  it('has nothing to edit, and shows another tenant nothing', async () => {
    const edited = await call('sunrise', 'PATCH', 'favorite/edit', { customerId: customer.id });
    expect(edited.statusCode).toBe(404);
    for (const path of ['favorite', 'foot-mark', 'cart-sku'])
      expect(await entities(path, { customerId: customer.id }, 'harbour')).toEqual([]);
  });
});
