import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { type FieldSpec, flag, integer, reference } from '../registry/fields';
import { CUSTOMER_DIRECTORY } from './customer-menu';
import { STORE_REFERENCE } from '../ministore/store-area.resource';

// What customers do in the storefront, for the console to look at (the storefront writes it):
// favourites, browsing footmarks and cart lines (the shopper's cart kept on the server: one line
// per store and unit, docs/orders.md). Read-only lists filtered by customer and goods.

const GOODS = { group: 'goods', table: 'goods', display: 'goodsName' };
const SKU = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

const common = {
  customerId: reference('customer', { required: true, named: true, filter: true }),
  goodsId: reference(GOODS, { required: true, named: true, filter: true }),
};

const COMMON_TEXTS: Record<Locale, { customerId: string; goodsId: string; updateDate: string }> = {
  en: { customerId: 'Customer', goodsId: 'Goods', updateDate: 'Time' },
  zh: { customerId: '会员', goodsId: '商品', updateDate: '时间' },
  es: { customerId: 'Cliente', goodsId: 'Artículo', updateDate: 'Hora' },
};

/** A read-only list of a customer activity: its table, key, place and own fields' texts. */
const activity = <const K extends string, const F extends Record<string, FieldSpec>>(spec: {
  key: K;
  table: string;
  noun: string;
  icon: string;
  after: string;
  fields: F;
  titles: Record<Locale, string>;
  texts: Record<Locale, Record<keyof F & string, string>>;
}) =>
  defineResource({
    key: spec.key,
    service: 'admin',
    table: spec.table,
    scope: 'organ',
    writable: false,
    newestFirst: true,
    noun: spec.noun,
    menu: { directory: CUSTOMER_DIRECTORY.code, icon: spec.icon, after: spec.after },
    fields: { ...common, ...spec.fields },
    defaultSort: [],
    display: 'customerId',
    labels: Object.fromEntries(
      (Object.keys(spec.titles) as Locale[]).map((locale) => [
        locale,
        {
          title: spec.titles[locale],
          fields: { ...COMMON_TEXTS[locale], ...spec.texts[locale] },
        },
      ]),
    ) as unknown as Record<
      Locale,
      { title: string; fields: Record<(keyof F & string) | 'customerId' | 'goodsId', string> }
    >,
  });

export const favoriteResource = activity({
  key: 'favorite',
  table: 'customer_favorite',
  noun: 'Favourites',
  icon: 'star',
  after: 'customerAddress',
  fields: {},
  titles: { en: 'Favourites', zh: '商品收藏', es: 'Favoritos' },
  texts: { en: {}, zh: {}, es: {} },
});

export const footMarkResource = activity({
  key: 'footMark',
  table: 'customer_footmark',
  noun: 'Browsing history',
  icon: 'eye',
  after: 'favorite',
  fields: { userDeleted: flag({ defaultValue: false, filter: true }) },
  titles: { en: 'Browsing history', zh: '浏览足迹', es: 'Historial de navegación' },
  texts: {
    en: { userDeleted: 'Deleted by the customer' },
    zh: { userDeleted: '会员已删除' },
    es: { userDeleted: 'Borrado por el cliente' },
  },
});

export const cartSkuResource = activity({
  key: 'cartSku',
  table: 'customer_cart_sku',
  noun: 'Cart lines',
  icon: 'shopping',
  after: 'footMark',
  fields: {
    storeId: reference(STORE_REFERENCE, { required: true, named: true, filter: true }),
    skuId: reference(SKU, { named: true }),
    count: integer({ min: 1, max: 999, defaultValue: 1 }),
    selected: flag({ defaultValue: true }),
  },
  titles: { en: 'Cart lines', zh: '购物车', es: 'Líneas del carrito' },
  texts: {
    en: { storeId: 'Store', skuId: 'SKU', count: 'Quantity', selected: 'Selected' },
    zh: { storeId: '门店', skuId: '规格', count: '数量', selected: '已勾选' },
    es: { storeId: 'Tienda', skuId: 'SKU', count: 'Cantidad', selected: 'Seleccionada' },
  },
});
