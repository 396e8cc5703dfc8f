import type { Locale } from '@retail/contract';

// The texts of the flash sale page (pages/seckill/index) and of checkout with a flash sale: part
// of the shop's texts (storefront-shop.i18n.ts, SHOP_TEXTS), zh/en/es side by side.

export const SECKILL_TEXTS = {
  'seckills.title': { zh: '限时秒杀', en: 'Flash sales', es: 'Ventas flash' },
  'seckills.empty': {
    zh: '现在没有进行中的秒杀。',
    en: 'No flash sale on right now.',
    es: 'No hay ventas flash ahora.',
  },
  'seckill.slot': {
    zh: '{scene} · 每天 {from}–{until} · 截至 {end}',
    en: '{scene} · daily {from}–{until} · until {end}',
    es: '{scene} · cada día {from}–{until} · hasta el {end}',
  },
  'seckill.limits': {
    zh: '每单限 {perOrder} 件',
    en: 'Up to {perOrder} per order',
    es: 'Hasta {perOrder} por pedido',
  },
  'seckill.limitsAll': {
    zh: '每单限 {perOrder} 件，每人共限 {perCustomer} 件',
    en: 'Up to {perOrder} per order, {perCustomer} per customer',
    es: 'Hasta {perOrder} por pedido, {perCustomer} por cliente',
  },
  'seckill.price': { zh: '秒杀价', en: 'Flash price', es: 'Precio flash' },
  'seckill.left': { zh: '剩余 {count} 件', en: '{count} left', es: 'Quedan {count}' },
  'seckill.soldOut': { zh: '已抢光', en: 'Sold out', es: 'Agotado' },
  'seckill.buy': { zh: '马上抢', en: 'Buy now', es: 'Comprar ya' },
  'confirm.seckill': {
    zh: '限时秒杀：以秒杀价购买，不可用优惠券。',
    en: 'Flash sale: at the flash price, without a coupon.',
    es: 'Venta flash: al precio flash, sin cupón.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
