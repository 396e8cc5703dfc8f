import type { Translations } from '../i18n/locale';

/** Server texts of the goods catalogue (spread into the server message catalogue). */
export const goodsServerMessages = {
  'goods.codeTaken': {
    zh: '本租户已有编码为“{code}”的商品',
    en: 'Goods with the code "{code}" already exist in this tenant',
    es: 'Ya existe un artículo con el código "{code}" en este inquilino',
  },
  'goods.noImage': {
    zh: '商品“{name}”还没有图片，不能上架',
    en: 'The goods "{name}" cannot go on sale: it has no picture yet',
    es: 'El artículo "{name}" no puede ponerse a la venta: aún no tiene imagen',
  },
  'goods.noPrice': {
    zh: '商品“{name}”还没有价格，不能上架',
    en: 'The goods "{name}" cannot go on sale: it has no price yet',
    es: 'El artículo "{name}" no puede ponerse a la venta: aún no tiene precio',
  },
  'goods.noImageNorPrice': {
    zh: '商品“{name}”还没有图片和价格，不能上架',
    en: 'The goods "{name}" cannot go on sale: it has no picture and no price yet',
    es: 'El artículo "{name}" no puede ponerse a la venta: aún no tiene imagen ni precio',
  },
  'goods.removeOnSale': {
    zh: '商品“{name}”正在出售中，请先下架',
    en: 'The goods "{name}" is on sale; take it off the shelf first',
    es: 'El artículo "{name}" está a la venta; retírelo primero',
  },
  'goodsType.ownAncestor': {
    zh: '{field}不能是分类自身或其下级分类',
    en: '{field} cannot be the category itself or one of its sub-categories',
    es: '{field} no puede ser la propia categoría ni una de sus subcategorías',
  },
  'goodsType.hasChildren': {
    zh: '该分类下还有子分类，请先删除子分类',
    en: 'This category still has sub-categories; remove them first',
    es: 'Esta categoría aún tiene subcategorías; elimínelas primero',
  },
  'goodsType.inUse': {
    zh: '该分类仍被商品、分类品牌、分类板块或前台分类使用，请先移除',
    en: 'This category is still used by goods, category brands, boards or storefront categories; remove those first',
    es: 'Esta categoría todavía la usan artículos, marcas, paneles o categorías de la tienda; elimínelos primero',
  },
  'storeService.nameTaken': {
    zh: '该门店已有名为这个{field}的服务',
    en: 'The store already offers a service of this {field}',
    es: 'La tienda ya ofrece un servicio con este {field}',
  },
  'brand.inUse': {
    zh: '该品牌仍被商品或分类品牌使用，请先移除',
    en: 'This brand is still used by goods or category brands; remove those first',
    es: 'Esta marca todavía la usan artículos o marcas de categoría; elimínelos primero',
  },
  'goodsTypeBrand.exists': {
    zh: '该分类已关联此品牌',
    en: 'This brand is already linked to the category',
    es: 'Esta marca ya está vinculada a la categoría',
  },
  'goodsTagRef.exists': {
    zh: '该商品已有此标签',
    en: 'The goods already carries this tag',
    es: 'El artículo ya tiene esta etiqueta',
  },
  'goodsPrice.exists': {
    zh: '该商品在此门店已有价格，请修改原价格',
    en: 'This goods already has a price at this store; change that one',
    es: 'Este artículo ya tiene precio en esta tienda; modifique ese',
  },
} satisfies Record<string, Translations>;

/** Labels of the goods catalogue's request fields (errors name the field); storeId, logo and enable come with stores. */
export const goodsFieldLabels = {
  goodsId: { zh: '商品', en: 'Goods', es: 'Artículo' },
  goodsName: { zh: '商品名称', en: 'Goods name', es: 'Nombre del artículo' },
  goodsCode: { zh: '商品编码', en: 'Goods code', es: 'Código del artículo' },
  goodsTypeId: { zh: '商品分类', en: 'Goods category', es: 'Categoría' },
  brandId: { zh: '品牌', en: 'Brand', es: 'Marca' },
  goodsDescribe: { zh: '商品描述', en: 'Description', es: 'Descripción' },
  imageFileIds: { zh: '商品图片', en: 'Pictures', es: 'Imágenes' },
  tagIds: { zh: '标签', en: 'Tags', es: 'Etiquetas' },
  goodsTagId: { zh: '标签', en: 'Tag', es: 'Etiqueta' },
  color: { zh: '颜色', en: 'Colour', es: 'Color' },
  image: { zh: '图片', en: 'Picture', es: 'Imagen' },
  price: { zh: '价格', en: 'Price', es: 'Precio' },
  marketPrice: { zh: '市场价', en: 'Market price', es: 'Precio de mercado' },
  skuId: { zh: '规格商品', en: 'SKU', es: 'SKU' },
  onSale: { zh: '上架', en: 'On sale', es: 'A la venta' },
  ids: { zh: '所选记录', en: 'Selected records', es: 'Registros seleccionados' },
  items: { zh: '价格列表', en: 'Prices', es: 'Precios' },
  organIds: { zh: '组织', en: 'Organisations', es: 'Organizaciones' },
} satisfies Record<string, Translations>;
