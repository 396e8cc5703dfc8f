import { defineTexts } from './translate';

/** Texts of the batch-b widgets (see README: "Adding a widget"). */
export const batchBTexts = defineTexts({
  'classTagStrip.label': { zh: '商品分类', en: 'Categories', es: 'Categorías' },

  'articleList.label': { zh: '文章列表', en: 'Articles', es: 'Artículos' },
  'articleList.views': { zh: '{count}次浏览', en: '{count} views', es: '{count} visitas' },

  'goodsList.label': { zh: '商品列表', en: 'Goods', es: 'Productos' },
  'goodsList.sales': { zh: '已售{count}件', en: '{count} sold', es: '{count} vendidos' },
});
