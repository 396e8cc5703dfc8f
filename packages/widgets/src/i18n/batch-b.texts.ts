import { defineTexts } from './translate';

/** Texts of the batch-b widgets (see README: "Adding a widget"). */
export const batchBTexts = defineTexts({
  'classTagStrip.label': { zh: '商品分类', en: 'Categories', es: 'Categorías' },

  'articleList.label': { zh: '文章列表', en: 'Articles', es: 'Artículos' },
  'articleList.views': { zh: '{count}次浏览', en: '{count} views', es: '{count} visitas' },

  'goodsList.label': { zh: '商品列表', en: 'Goods', es: 'Productos' },
  'goodsList.sales': { zh: '已售{count}件', en: '{count} sold', es: '{count} vendidos' },
  'storeList.label': { zh: '店铺列表', en: 'Stores', es: 'Tiendas' },
  'brandList.label': { zh: '品牌列表', en: 'Brands', es: 'Marcas' },

  'seckillList.label': {
    zh: '秒杀商品',
    en: 'Flash-sale goods',
    es: 'Productos en oferta relámpago',
  },
  'seckillList.session': { zh: '{time}场', en: '{time} session', es: 'Sesión de las {time}' },
  'seckillList.process': {
    zh: '已抢{percent}%',
    en: '{percent}% claimed',
    es: '{percent}% vendido',
  },
  'seckillList.sold': { zh: '已抢{count}件', en: '{count} claimed', es: '{count} vendidos' },

  'bargainCutList.label': { zh: '砍价商品', en: 'Bargain goods', es: 'Productos para regatear' },
  'bargainCutList.price': { zh: '最低砍至{price}', en: 'Down to {price}', es: 'Hasta {price}' },
  'bargainCutList.action': { zh: '去砍价', en: 'Bargain', es: 'Regatear' },

  'groupBuyList.label': {
    zh: '拼团商品',
    en: 'Group-buy goods',
    es: 'Productos de compra en grupo',
  },
  'groupBuyList.members': { zh: '{count}人团', en: 'Group of {count}', es: 'Grupo de {count}' },
  'groupBuyList.joined': {
    zh: '已拼{count}件',
    en: '{count} bought in groups',
    es: '{count} comprados en grupo',
  },
  'groupBuyList.action': { zh: '去拼团', en: 'Join a group', es: 'Unirse a un grupo' },
  'storeCard.rating': { zh: '评分{star}', en: 'Rated {star}', es: 'Valoración {star}' },
  'storeCard.sendTime': {
    zh: '平均{minutes}分钟送达',
    en: 'Delivered in {minutes} min on average',
    es: 'Entrega media en {minutes} min',
  },
  'storeCard.collect': { zh: '收藏', en: 'Follow', es: 'Seguir' },
  'storeCard.share': { zh: '分享', en: 'Share', es: 'Compartir' },
  'storeCard.mobile': { zh: '电话：{mobile}', en: 'Phone: {mobile}', es: 'Teléfono: {mobile}' },
  'storeCard.address': {
    zh: '地址：{address}',
    en: 'Address: {address}',
    es: 'Dirección: {address}',
  },

  'productSelectionStrip.label': {
    zh: '为你精选',
    en: 'Selected for you',
    es: 'Seleccionados para ti',
  },

  'seckillPanel.countdown': {
    zh: '秒杀倒计时',
    en: 'Flash-sale countdown',
    es: 'Cuenta atrás de la oferta',
  },
  'seckillPanel.endsIn': { zh: '距结束还剩', en: 'Ends in', es: 'Termina en' },

  'hotGoodsBlock.label': { zh: '热门商品', en: 'Hot goods', es: 'Productos populares' },
});
