import { defineTexts } from './translate';

/** Editor labels of the batch-b widgets (see README: "Adding a widget"). */
export const batchBLabels = defineTexts({
  // Flags and fields several goods-like lists of this batch share.
  'itemFlags.showName': { zh: '显示名称', en: 'Show name', es: 'Mostrar nombre' },
  'itemFlags.showSellingPoint': {
    zh: '显示卖点',
    en: 'Show selling point',
    es: 'Mostrar argumento de venta',
  },
  'itemFlags.showPrice': { zh: '显示价格', en: 'Show price', es: 'Mostrar precio' },
  'itemFlags.showSuggestedRetailPrice': {
    zh: '显示建议零售价',
    en: 'Show suggested retail price',
    es: 'Mostrar precio de venta recomendado',
  },
  'itemFlags.showSalesNum': { zh: '显示销量', en: 'Show sales count', es: 'Mostrar ventas' },
  'itemFields.goodsName': { zh: '商品名称', en: 'Goods name', es: 'Nombre del producto' },
  'itemFields.sellingPoint': { zh: '卖点', en: 'Selling point', es: 'Argumento de venta' },
  'itemFields.price': { zh: '价格', en: 'Price', es: 'Precio' },
  'itemFields.suggestedRetailPrice': {
    zh: '建议零售价',
    en: 'Suggested retail price',
    es: 'Precio de venta recomendado',
  },
  'itemFields.declaredLink': {
    zh: '链接（仅记录，不跳转）',
    en: 'Link (recorded, not followed)',
    es: 'Enlace (se guarda, no se sigue)',
  },
  'itemFields.sales': { zh: '销量', en: 'Sales', es: 'Ventas' },

  'classTagStrip.firstPageName': {
    zh: '首页名称',
    en: 'First tag name',
    es: 'Nombre de la primera etiqueta',
  },
  'classTagStrip.className': { zh: '分类名称', en: 'Category name', es: 'Nombre de la categoría' },

  'articleList.showType': { zh: '展示样式', en: 'Layout', es: 'Diseño' },
  'articleList.textLeft': {
    zh: '左文右图',
    en: 'Text left, image right',
    es: 'Texto a la izquierda, imagen a la derecha',
  },
  'articleList.imageBelow': {
    zh: '标题、大图、底部',
    en: 'Title, image, footer',
    es: 'Título, imagen, pie',
  },
  'articleList.mode': { zh: '图片填充', en: 'Image fit', es: 'Ajuste de imagen' },
  'articleList.modeFill': { zh: '裁剪填满', en: 'Fill (crop)', es: 'Rellenar (recortar)' },
  'articleList.modeFit': { zh: '完整显示', en: 'Fit', es: 'Ajustar' },
  'articleList.modeStretch': { zh: '拉伸', en: 'Stretch', es: 'Estirar' },
  'articleList.showDivs': { zh: '浏览量', en: 'View count', es: 'Visitas' },

  'goodsList.display': { zh: '展示方式', en: 'Display', es: 'Presentación' },
  'goodsList.displayList': { zh: '列表', en: 'List', es: 'Lista' },
  'goodsList.displaySlide': { zh: '横向滑动', en: 'Slide', es: 'Deslizar' },
  'goodsList.column': { zh: '每行数量', en: 'Columns', es: 'Columnas' },
  'goodsList.columnRow': { zh: '单列（左图右文）', en: 'One (row layout)', es: 'Una (en fila)' },
  'goodsList.columnTwo': { zh: '两列', en: 'Two', es: 'Dos' },
  'goodsList.columnThree': { zh: '三列', en: 'Three', es: 'Tres' },

  'itemFlags.showOriginPrice': {
    zh: '显示原价',
    en: 'Show original price',
    es: 'Mostrar precio original',
  },
  'itemFields.originPrice': { zh: '原价', en: 'Original price', es: 'Precio original' },

  'storeList.storeName': { zh: '店铺名称', en: 'Store name', es: 'Nombre de la tienda' },
  'storeList.storeIcon': { zh: '店铺图标', en: 'Store logo', es: 'Logotipo de la tienda' },
  'brandList.brandName': { zh: '品牌名称', en: 'Brand name', es: 'Nombre de la marca' },
  'brandList.brandIcon': { zh: '品牌图标', en: 'Brand logo', es: 'Logotipo de la marca' },

  'seckillList.showProcessBar': {
    zh: '显示进度条',
    en: 'Show progress bar',
    es: 'Mostrar barra de progreso',
  },
  'seckillList.hour': { zh: '场次（时）', en: 'Session hour', es: 'Hora de la sesión' },
  'seckillList.minute': { zh: '场次（分）', en: 'Session minute', es: 'Minuto de la sesión' },
  'seckillList.process': { zh: '已抢比例', en: 'Share sold', es: 'Porcentaje vendido' },

  'bargainCutList.lowestPrice': { zh: '最低价', en: 'Lowest price', es: 'Precio mínimo' },

  'groupBuyList.showDescription': {
    zh: '显示拼团说明',
    en: 'Show group details',
    es: 'Mostrar detalles del grupo',
  },
  'groupBuyList.grouponNum': { zh: '成团人数', en: 'Group size', es: 'Tamaño del grupo' },
  'groupBuyList.havGrouponNum': {
    zh: '已拼件数',
    en: 'Bought in groups',
    es: 'Comprados en grupo',
  },

  'storeCard.showStore': { zh: '显示店铺', en: 'Show store', es: 'Mostrar tienda' },
  'storeCard.showTools': { zh: '显示工具栏', en: 'Show tools', es: 'Mostrar herramientas' },
  'storeCard.showStoreCollect': { zh: '显示收藏', en: 'Show follow', es: 'Mostrar «seguir»' },
  'storeCard.showStoreShare': { zh: '显示分享', en: 'Show share', es: 'Mostrar «compartir»' },
  'storeCard.logo': { zh: '店铺logo', en: 'Store logo', es: 'Logotipo de la tienda' },
  'storeCard.star': { zh: '评分', en: 'Rating', es: 'Valoración' },
  'storeCard.avgSendTime': {
    zh: '平均送达时间（分钟）',
    en: 'Average delivery time (min)',
    es: 'Tiempo medio de entrega (min)',
  },
  'storeCard.mobileField': { zh: '联系电话', en: 'Phone', es: 'Teléfono' },
  'storeCard.addressField': { zh: '店铺地址', en: 'Address', es: 'Dirección' },

  'productSelectionStrip.imageWidth': { zh: '图片宽度', en: 'Image width', es: 'Ancho de imagen' },
  'productSelectionStrip.imageHeight': { zh: '图片高度', en: 'Image height', es: 'Alto de imagen' },
  'productSelectionStrip.imageRadius': {
    zh: '图片圆角',
    en: 'Image corner radius',
    es: 'Radio de esquinas de la imagen',
  },

  'seckillPanel.secKillStatus': {
    zh: '秒杀进行中',
    en: 'Flash sale running',
    es: 'Oferta en curso',
  },
  'seckillPanel.endTime': {
    zh: '结束时间（yyyy-MM-dd HH:mm:ss）',
    en: 'End time (yyyy-MM-dd HH:mm:ss)',
    es: 'Hora de fin (yyyy-MM-dd HH:mm:ss)',
  },

  'hotGoodsBlock.groups': { zh: '商品分组', en: 'Groups', es: 'Grupos' },
  'hotGoodsBlock.secondTitle': { zh: '副标题', en: 'Subtitle', es: 'Subtítulo' },
  'hotGoodsBlock.textFontSize': { zh: '文字大小', en: 'Text size', es: 'Tamaño del texto' },
});
