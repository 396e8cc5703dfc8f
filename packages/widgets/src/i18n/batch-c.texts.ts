import { defineTexts } from './translate';

/** Texts the batch-c widgets show. The spec's Chinese texts are the zh strings. */
export const batchCTexts = defineTexts({
  'video.label': { zh: '视频', en: 'Video', es: 'Vídeo' },

  'avatarImage.label': { zh: '头像', en: 'Avatar', es: 'Avatar' },

  'searchBar.placeholder': { zh: '搜索商品', en: 'Search goods', es: 'Buscar productos' },

  'assetSummary.balance': { zh: '余额', en: 'Balance', es: 'Saldo' },
  'assetSummary.score': { zh: '积分', en: 'Points', es: 'Puntos' },
  'assetSummary.coupon': { zh: '优惠券', en: 'Coupons', es: 'Cupones' },

  'serviceGrid.title': { zh: '我的服务', en: 'My services', es: 'Mis servicios' },

  'hotZoneImage.add': { zh: '添加热区', en: 'Add hot zone', es: 'Añadir zona activa' },
  'hotZoneImage.zone': { zh: '热区 {index}', en: 'Hot zone {index}', es: 'Zona activa {index}' },
  'hotZoneImage.delete': {
    zh: '删除热区 {index}',
    en: 'Delete hot zone {index}',
    es: 'Eliminar zona activa {index}',
  },

  'topNavBar.label': { zh: '页面导航', en: 'Page navigation', es: 'Navegación de la página' },
  'topNavBar.back': { zh: '返回', en: 'Back', es: 'Volver' },
  'topNavBar.share': { zh: '分享', en: 'Share', es: 'Compartir' },

  'floatingMenu.label': { zh: '快捷菜单', en: 'Quick menu', es: 'Menú rápido' },
  'floatingMenu.expand': { zh: '展开菜单', en: 'Open menu', es: 'Abrir menú' },
  'floatingMenu.collapse': { zh: '收起菜单', en: 'Close menu', es: 'Cerrar menú' },

  'waterfallFeed.title': { zh: '为你推荐', en: 'Picked for you', es: 'Elegidos para ti' },
  'waterfallFeed.expressTag': { zh: '包邮', en: 'Free shipping', es: 'Envío gratis' },
  'waterfallFeed.scoreTag': { zh: '积分', en: 'Points', es: 'Puntos' },
  'waterfallFeed.vipTag': { zh: '会员价', en: 'Member price', es: 'Precio de socio' },
});
