import { defineTexts } from './translate';

/** Texts the batch-a widgets show. The spec's Chinese texts are the zh strings. */
export const batchATexts = defineTexts({
  'noticeBoard.label': { zh: '公告', en: 'Notices', es: 'Avisos' },

  // §4: 折 for a discount coupon. en/es say how much is taken off instead.
  'couponBlock.discount': {
    zh: '{discount}折',
    en: '{percentOff}% off',
    es: '{percentOff} % de descuento',
  },
  'couponBlock.threshold': {
    zh: '满{currency}{amount}可用',
    en: 'On orders over {currency}{amount}',
    es: 'En pedidos desde {currency}{amount}',
  },
  'couponBlock.noThreshold': { zh: '无门槛', en: 'No minimum spend', es: 'Sin compra mínima' },
  'couponBlock.receive': { zh: '领取', en: 'Claim', es: 'Obtener' },
  'couponBlock.received': { zh: '已领取', en: 'Received', es: 'Obtenido' },

  'adPopup.label': { zh: '广告', en: 'Advertisement', es: 'Anuncio' },
  'adPopup.countdown': { zh: '{seconds}秒', en: '{seconds}s', es: '{seconds} s' },

  'bottomTabBar.label': { zh: '底部导航', en: 'Tab bar', es: 'Barra de pestañas' },
  'bottomTabBar.announce': {
    zh: '已切换到{text}',
    en: 'Switched to {text}',
    es: 'Cambiado a {text}',
  },

  'navigationBar.label': { zh: '导航', en: 'Navigation', es: 'Navegación' },
});
