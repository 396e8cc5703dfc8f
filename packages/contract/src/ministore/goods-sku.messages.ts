import type { Translations } from '../i18n/locale';

/** Server texts of SKUs (spread into the server message catalogue). */
export const goodsSkuServerMessages = {
  'goodsSku.tooMany': {
    zh: '所选规格值将生成 {count} 个规格商品，最多 {max} 个',
    en: 'The chosen values would make {count} SKUs; at most {max} are allowed',
    es: 'Los valores elegidos generarían {count} SKU; se permiten como máximo {max}',
  },
  'goodsSku.specificationTwice': {
    zh: '同一规格只能出现一次',
    en: 'A specification may appear only once',
    es: 'Una especificación solo puede aparecer una vez',
  },
  'goodsSku.itemNotOfSpecification': {
    zh: '所选{field}不属于该规格，或不在您的数据范围内',
    en: 'The chosen {field} does not belong to this specification or is outside your data scope',
    es: 'El valor elegido de {field} no pertenece a esta especificación o está fuera de su ámbito de datos',
  },
  'goodsSku.onSale': {
    zh: '规格商品“{sku}”在门店出售中，请先下架其价格',
    en: 'The SKU "{sku}" is on sale at a store; take its prices off sale first',
    es: 'El SKU "{sku}" está a la venta en una tienda; retire primero sus precios',
  },
  'goodsSku.codeTaken': {
    zh: '该商品已有编码为“{code}”的规格商品',
    en: 'This goods already has a SKU with the code "{code}"',
    es: 'Este artículo ya tiene un SKU con el código "{code}"',
  },
  'goodsSku.barCodeTaken': {
    zh: '本租户已有条码为“{code}”的规格商品',
    en: 'A SKU with the bar code "{code}" already exists in this tenant',
    es: 'Ya existe un SKU con el código de barras "{code}" en este inquilino',
  },
  'goodsSku.notOfGoods': {
    zh: '所选{field}不属于该商品',
    en: 'The chosen {field} does not belong to this goods',
    es: 'El valor elegido de {field} no pertenece a este artículo',
  },
} satisfies Record<string, Translations>;

/** Labels of the SKU request fields (errors name the field). */
export const goodsSkuFieldLabels = {
  itemIds: { zh: '规格值', en: 'Specification values', es: 'Valores de especificación' },
  skuCode: { zh: '规格编码', en: 'SKU code', es: 'Código de SKU' },
  barCode: { zh: '条码', en: 'Bar code', es: 'Código de barras' },
  keyword: { zh: '关键字', en: 'Keyword', es: 'Palabra clave' },
  hasBarCode: { zh: '有条码', en: 'With a bar code', es: 'Con código de barras' },
} satisfies Record<string, Translations>;
