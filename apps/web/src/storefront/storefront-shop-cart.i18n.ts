import type { Locale } from '@retail/contract';

// The texts of the cart (pages/cart/index) and of reviews (goods page, order page): part of the
// shop's texts (storefront-shop.i18n.ts, SHOP_TEXTS), zh/en/es side by side.

export const CART_TEXTS = {
  'cart.title': { zh: '购物车', en: 'Cart', es: 'Carrito' },
  'cart.empty': { zh: '购物车是空的。', en: 'Your cart is empty.', es: 'Tu carrito está vacío.' },
  'cart.offSale': { zh: '已下架', en: 'No longer on sale', es: 'Ya no está a la venta' },
  'cart.remove': { zh: '删除', en: 'Remove', es: 'Quitar' },
  'cart.add': { zh: '加入购物车', en: 'Add to cart', es: 'Añadir al carrito' },
  'cart.added': { zh: '已加入购物车', en: 'Added to the cart', es: 'Añadido al carrito' },
  'review.title': { zh: '评价', en: 'Reviews', es: 'Reseñas' },
  'review.summary': {
    zh: '{average} 分 · {count} 条评价',
    en: '{average} ★ · {count} reviews',
    es: '{average} ★ · {count} reseñas',
  },
  'review.reply': { zh: '商家回复', en: 'Shop’s reply', es: 'Respuesta de la tienda' },
  'review.write': { zh: '评价', en: 'Review', es: 'Reseñar' },
  'review.rating': { zh: '评分', en: 'Rating', es: 'Valoración' },
  'review.content': { zh: '评价内容', en: 'Your review', es: 'Tu reseña' },
  'review.submit': { zh: '提交评价', en: 'Send review', es: 'Enviar reseña' },
  'review.done': { zh: '已评价', en: 'Reviewed', es: 'Reseñado' },
} as const satisfies Record<string, Record<Locale, string>>;
