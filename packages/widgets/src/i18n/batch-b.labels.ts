import { defineTexts } from './translate';

/** Editor labels of the batch-b widgets (see README: "Adding a widget"). */
export const batchBLabels = defineTexts({
  'widget.classTagStrip': { zh: '分类标签', en: 'Category tags', es: 'Etiquetas de categoría' },
  'widget.articleList': { zh: '文章列表', en: 'Article list', es: 'Lista de artículos' },
  'widget.goodsList': { zh: '商品列表', en: 'Goods list', es: 'Lista de productos' },

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
});
