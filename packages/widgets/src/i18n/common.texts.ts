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
  // Shown in the builder preview only, where a block failed to render.
  'common.widgetFailed': {
    zh: '此组件无法显示：{message}',
    en: 'This block cannot be shown: {message}',
    es: 'Este bloque no se puede mostrar: {message}',
  },
});
