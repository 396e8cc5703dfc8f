import type { ShopGroupon, ShopGrouponDetail, ShopPreview } from './storefront-shop-api';

// Group buys for the shop's page tests (storefront-shop-groupon.test.tsx): two running group
// buys (one goods; two to choose from) with a group open each, one group's page, a cart priced
// at the group price.

/** A server time (`2025-03-04 10:20:30`, local) `ms` from now. */
export const serverTime = (ms: number) => {
  const date = new Date(Date.now() + ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

export const OOLONG = {
  id: 51,
  goodsId: 8,
  skuId: null,
  goodsName: 'Oolong',
  picUrl: '/api/file/8.png',
  price: 3000,
  grouponPrice: 2000,
};
export const GROUP = {
  id: 15,
  activityId: 21,
  leaderName: 'A***',
  userSize: 3,
  userCount: 1,
  seatsLeft: 2,
  status: 10,
  expireTime: serverTime(2 * 3600_000),
};
export const GROUPONS: ShopGroupon[] = [
  {
    id: 21,
    name: 'Oolong for three',
    endTime: '2099-12-31 23:59:59',
    userSize: 3,
    limitDuration: 24,
    singleLimitCount: 2,
    items: [OOLONG],
    groups: [GROUP],
  },
  {
    id: 22,
    name: 'Tea pair',
    endTime: '2099-12-31 23:59:59',
    userSize: 2,
    limitDuration: 12,
    singleLimitCount: 1,
    items: [
      { ...OOLONG, id: 52, goodsId: 7, skuId: 11, goodsName: 'Green tea', grouponPrice: 900 },
      { ...OOLONG, id: 53, goodsId: 7, skuId: 12, goodsName: 'Green tea 500 g', price: 2200 },
    ],
    groups: [{ ...GROUP, id: 16, activityId: 22, leaderName: 'B***', userSize: 2, seatsLeft: 1 }],
  },
];
export const DETAIL: ShopGrouponDetail = {
  ...GROUP,
  activityName: 'Oolong for three',
  activityStatus: 20,
  items: [OOLONG],
  members: [{ name: 'A***', leader: true, joinedAt: '2025-01-01 10:00:00' }],
};
/** The cart priced at the group price (pricing step 6) and nothing else. */
export const PRICED_GROUPON: ShopPreview = {
  lines: [
    {
      goodsId: 8,
      skuId: null,
      goodsName: 'Oolong',
      specText: null,
      picUrl: null,
      price: 3000,
      count: 1,
      totalPrice: 3000,
      discountPrice: 1000,
      payPrice: 2000,
      available: 9,
    },
  ],
  adjustments: [
    { step: 6, sourceId: 21, name: 'Oolong for three', amount: 1000, lineAmounts: [1000] },
  ],
  totalPrice: 3000,
  discountPrice: 1000,
  couponPrice: 0,
  couponId: null,
  deliveryPrice: 0,
  payPrice: 2000,
  coupons: [{ id: 40, name: '¥2 coupon', discount: 0, usable: false, reason: 'coupon.other' }],
};
export const ADDRESS = {
  id: 4,
  name: 'Ana',
  mobile: '13800000000',
  area: 'Pudong',
  detailAddress: '1 Harbour Road',
  defaultStatus: true,
};
