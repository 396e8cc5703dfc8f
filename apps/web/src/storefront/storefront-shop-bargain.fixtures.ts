import type { ShopBargain, ShopBargainRecord, ShopPreview } from './storefront-shop-api';
import { PRICED_GROUPON, serverTime } from './storefront-shop-groupon.fixtures';

// Bargains for the shop's page tests (storefront-shop-bargain.test.tsx): two running activities
// (one sold out), one shopper's bargain in progress with a helper, a cart priced at the price the
// bargain reached.

export const BARGAINS: ShopBargain[] = [
  {
    id: 31,
    name: 'Cut the oolong',
    endTime: '2099-12-31 23:59:59',
    goodsId: 8,
    skuId: null,
    goodsName: 'Oolong',
    picUrl: '/api/file/8.png',
    price: 3000,
    bargainFirstPrice: 2800,
    bargainMinPrice: 800,
    helpMaxCount: 5,
    stock: 4,
  },
  {
    id: 32,
    name: 'Cut the green tea',
    endTime: '2099-12-31 23:59:59',
    goodsId: 7,
    skuId: 11,
    goodsName: 'Green tea',
    picUrl: null,
    price: 1200,
    bargainFirstPrice: 1200,
    bargainMinPrice: 600,
    helpMaxCount: 3,
    stock: 0,
  },
];
/** Shopper 1's bargain of the oolong: one helper cut ¥5.00 of the ¥20.00 to the floor. */
export const RECORD: ShopBargainRecord = {
  id: 6,
  activityId: 31,
  activityName: 'Cut the oolong',
  goodsId: 8,
  skuId: null,
  goodsName: 'Oolong',
  picUrl: '/api/file/8.png',
  ownerName: 'A***',
  bargainFirstPrice: 2800,
  bargainMinPrice: 800,
  bargainPrice: 2300,
  helpCount: 1,
  helpMaxCount: 5,
  status: 10,
  endTime: serverTime(3 * 3600_000),
  orderId: null,
  helpers: [{ name: 'B***', reducePrice: 500 }],
};
export const SUCCEEDED: ShopBargainRecord = {
  ...RECORD,
  bargainPrice: 800,
  helpCount: 5,
  status: 20,
  helpers: [...RECORD.helpers, { name: 'C***', reducePrice: 1500 }],
};
export const SHOPPER = {
  id: 1,
  tenantId: 2,
  mobile: '13800000000',
  nickname: 'Ana',
  point: 0,
  levelName: null,
};
/** The cart priced at the price the bargain reached (pricing step 7) and nothing else. */
export const PRICED_BARGAIN: ShopPreview = {
  ...PRICED_GROUPON,
  lines: PRICED_GROUPON.lines.map((line) => ({ ...line, discountPrice: 2200, payPrice: 800 })),
  adjustments: [
    { step: 7, sourceId: 31, name: 'Cut the oolong', amount: 2200, lineAmounts: [2200] },
  ],
  discountPrice: 2200,
  payPrice: 800,
  coupons: [],
};
