import {
  GOODS_STATUS_ON_SALE,
  type ShopConfig,
  type ShopGoods,
  type ShopperAddress,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import { createDecorationReader } from '../marketing/decoration/decoration.service';
import { createOrderReviews } from './order-review.service';

// What a shopper reads and keeps besides orders: a goods as a store sells it now (public, with
// the promotion decoration that marks it while one runs, and its shown reviews), and
// their own delivery addresses (one default at most, switched in one transaction).

type AddressRow = ShopperAddress & { defaultStatus: number | boolean; customerId: number };

const addressAnswer = (row: AddressRow): ShopperAddress => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  area: row.area,
  detailAddress: row.detailAddress,
  defaultStatus: Boolean(row.defaultStatus),
});

export const createShopperShop = ({ db, now }: { db: Db; now: () => number }) => {
  const decorations = createDecorationReader(db);
  const reviews = createOrderReviews({ db, now });
  const config = async (tenantId: number): Promise<ShopConfig> => {
    const row = (await untyped(db)
      .selectFrom('tradeConfig as c')
      .innerJoin('store as s', 's.id', 'c.storeId')
      .select(['c.storeId', 's.storeName', 'c.pickUpEnabled'])
      .where('c.tenantId', '=', tenantId)
      .executeTakeFirst()) as
      { storeId: number; storeName: string; pickUpEnabled: number | boolean } | undefined;
    return row
      ? {
          takesOrders: true,
          pickUpEnabled: Boolean(row.pickUpEnabled),
          storeId: row.storeId,
          storeName: row.storeName,
        }
      : { takesOrders: false, pickUpEnabled: false, storeId: null, storeName: null };
  };

  const goods = async (storeId: number, goodsId: number): Promise<ShopGoods> => {
    const store = (await untyped(db)
      .selectFrom('store')
      .select(['id', 'tenantId', 'storeName'])
      .where('id', '=', storeId)
      .executeTakeFirst()) as { id: number; tenantId: number; storeName: string } | undefined;
    const row = store
      ? ((await untyped(db)
          .selectFrom('goods')
          .select(['id', 'goodsName', 'goodsImg', 'goodsDescribe', 'status'])
          .where('id', '=', goodsId)
          .where('tenantId', '=', store.tenantId)
          .executeTakeFirst()) as
          | {
              id: number;
              goodsName: string;
              goodsImg: string | null;
              goodsDescribe: string | null;
              status: number;
            }
          | undefined)
      : undefined;
    if (!store || !row || row.status !== GOODS_STATUS_ON_SALE)
      throw new AppError(404, 'record.notFound');
    const prices = (await untyped(db)
      .selectFrom('goodsPrice as p')
      .leftJoin('goodsSku as k', 'k.id', 'p.skuId')
      .leftJoin('goodsStock as s', (join) =>
        join
          .onRef('s.storeId', '=', 'p.storeId')
          .onRef('s.goodsId', '=', 'p.goodsId')
          .on((eb) => eb('s.unitKey', '=', eb.fn.coalesce('p.skuId', eb.lit(0)))),
      )
      .select([
        'p.skuId',
        'k.specText',
        'k.status as skuStatus',
        'k.sort',
        'p.priceCents',
        'p.marketPriceCents',
        's.onHand',
        's.reserved',
      ])
      .where('p.goodsId', '=', goodsId)
      .where('p.storeId', '=', storeId)
      .where('p.status', '=', GOODS_STATUS_ON_SALE)
      .orderBy('k.sort')
      .orderBy('p.id')
      .execute()) as {
      skuId: number | null;
      specText: string | null;
      skuStatus: number | null;
      priceCents: number | string;
      marketPriceCents: number | string | null;
      onHand: number | null;
      reserved: number | null;
    }[];
    const pictures = (await untyped(db)
      .selectFrom('goodsImage')
      .select('fileUrl')
      .where('goodsId', '=', goodsId)
      .orderBy('sort')
      .execute()) as { fileUrl: string }[];
    const decoration = (await decorations.decorationsOf(store.tenantId, [row.id])).get(row.id);
    const services = (await untyped(db)
      .selectFrom('storeService')
      .select(['serviceName', 'icon', 'description'])
      .where('storeId', '=', store.id)
      .where('enable', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute()) as { serviceName: string; icon: string | null; description: string | null }[];
    return {
      id: row.id,
      storeId: store.id,
      storeName: store.storeName,
      goodsName: row.goodsName,
      picUrl: row.goodsImg,
      pictures: pictures.map((picture) => picture.fileUrl),
      description: row.goodsDescribe,
      units: prices
        .filter((price) => price.skuId === null || price.skuStatus === 1)
        .map((price) => ({
          skuId: price.skuId,
          specText: price.specText,
          price: Number(price.priceCents),
          marketPrice: price.marketPriceCents === null ? null : Number(price.marketPriceCents),
          available: Math.max(0, (price.onHand ?? 0) - (price.reserved ?? 0)),
        })),
      decoration: decoration ?? null,
      services,
      reviews: await reviews.ofGoods(store.tenantId, row.id),
    };
  };

  const addresses = async (shopper: ShopperIdentity): Promise<ShopperAddress[]> =>
    (
      (await untyped(db)
        .selectFrom('customerAddress')
        .selectAll()
        .where('customerId', '=', shopper.customerId)
        .where('tenantId', '=', shopper.tenantId)
        .orderBy('defaultStatus', 'desc')
        .orderBy('id')
        .execute()) as AddressRow[]
    ).map(addressAnswer);

  const addressOf = async (trx: Db, shopper: ShopperIdentity, id: number) => {
    const row = (await untyped(trx)
      .selectFrom('customerAddress')
      .selectAll()
      .where('id', '=', id)
      .where('customerId', '=', shopper.customerId)
      .where('tenantId', '=', shopper.tenantId)
      .executeTakeFirst()) as AddressRow | undefined;
    if (!row) throw new AppError(404, 'record.notFound');
    return row;
  };

  const saveAddress = async (
    shopper: ShopperIdentity,
    body: {
      id?: number | undefined;
      name: string;
      mobile: string;
      area?: string | null | undefined;
      detailAddress: string;
      defaultStatus?: boolean | undefined;
    },
  ): Promise<ShopperAddress> =>
    db.transaction().execute(async (trx) => {
      const by = `customer:${shopper.customerId}`;
      const date = formatDateTime(now());
      const values = {
        name: body.name,
        mobile: body.mobile,
        area: body.area ?? null,
        detailAddress: body.detailAddress,
        updateBy: by,
        updateDate: date,
      };
      const count = (
        (await untyped(trx)
          .selectFrom('customerAddress')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('customerId', '=', shopper.customerId)
          .executeTakeFirstOrThrow()) as { count: number | string }
      ).count;
      // The first address is the default; asking for a default clears the other one.
      const makeDefault =
        body.defaultStatus === true || (body.id === undefined && Number(count) === 0);
      if (makeDefault)
        await untyped(trx)
          .updateTable('customerAddress')
          .set({ defaultStatus: 0 })
          .where('customerId', '=', shopper.customerId)
          .execute();
      let id = body.id;
      if (id !== undefined) {
        await addressOf(trx, shopper, id);
        await untyped(trx)
          .updateTable('customerAddress')
          .set({
            ...values,
            ...(body.defaultStatus === undefined
              ? {}
              : { defaultStatus: body.defaultStatus ? 1 : 0 }),
          })
          .where('id', '=', id)
          .execute();
      } else {
        const customer = (await untyped(trx)
          .selectFrom('customer')
          .select(['tenantId', 'organId', 'organPath'])
          .where('id', '=', shopper.customerId)
          .executeTakeFirstOrThrow()) as { tenantId: number; organId: number; organPath: string };
        id = (
          (await untyped(trx)
            .insertInto('customerAddress')
            .values({
              ...customer,
              customerId: shopper.customerId,
              ...values,
              defaultStatus: makeDefault ? 1 : 0,
              createBy: by,
              createDate: date,
            })
            .returning('id')
            .executeTakeFirstOrThrow()) as { id: number }
        ).id;
      }
      return addressAnswer(await addressOf(trx, shopper, id));
    });

  const removeAddress = async (shopper: ShopperIdentity, id: number) => {
    await addressOf(db, shopper, id);
    await untyped(db).deleteFrom('customerAddress').where('id', '=', id).execute();
    return null;
  };

  return { config, goods, addresses, saveAddress, removeAddress };
};
