import { defineTexts } from './translate';

/** Texts shared by many widgets and by the render framework itself. */
export const commonTexts = defineTexts({
  'common.close': { zh: '关闭', en: 'Close', es: 'Cerrar' },
  'common.more': { zh: '更多', en: 'More', es: 'Más' },
  'common.image': { zh: '图片', en: 'Image', es: 'Imagen' },
  'common.slide': { zh: '第{index}张', en: 'Slide {index}', es: 'Diapositiva {index}' },
  'common.carousel': { zh: '轮播图', en: 'Carousel', es: 'Carrusel' },
  'common.confirm': { zh: '确定', en: 'OK', es: 'Aceptar' },
  'common.cancel': { zh: '取消', en: 'Cancel', es: 'Cancelar' },
  // §5: a tile layout name that matches none of the known layouts.
  'common.layoutMismatch': {
    zh: '没有与{layout}匹配的layout',
    en: 'No layout matches {layout}',
    es: 'Ningún layout coincide con {layout}',
  },
  // Spec texts (§4, §5, §6, §8) that blocks of several batches show.
  'common.waitingToStart': { zh: '等待开场', en: 'Starting soon', es: 'Próximamente' },
  'common.noDescription': {
    zh: '亲，暂无商品描述',
    en: 'No description for this item yet',
    es: 'Este producto aún no tiene descripción',
  },
  'common.friendlyReminder': { zh: '友情提示', en: 'Friendly reminder', es: 'Aviso' },
  'common.logout': { zh: '退出登录', en: 'Log out', es: 'Cerrar sesión' },
  'common.logoutConfirm': {
    zh: '确定要退出登录吗？',
    en: 'Do you really want to log out?',
    es: '¿Seguro que quiere cerrar la sesión?',
  },
  'common.onSale': { zh: '出售中', en: 'On sale', es: 'En venta' },
  'common.offShelf': { zh: '下架', en: 'Off shelf', es: 'Retirado' },
  // Shown in the builder preview only, where a block failed to render.
  'common.widgetFailed': {
    zh: '此组件无法显示：{message}',
    en: 'This block cannot be shown: {message}',
    es: 'Este bloque no se puede mostrar: {message}',
  },
});
