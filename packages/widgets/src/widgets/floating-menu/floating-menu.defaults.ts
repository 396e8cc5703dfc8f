import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { FloatingMenuProps } from './floating-menu.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { MAX_FLOATING_BUTTONS } from './floating-menu.constants';

export const FLOATING_MENU = 'floating-menu';
/** Size of the round buttons, in px. */
export const FLOATING_BUTTON_SIZE = 44;
/** Distance from the bottom of the screen: above a 75 px tab bar. */
export const FLOATING_MENU_BOTTOM = 90;

export const floatingMenuDefaults: FloatingMenuProps = {
  style: defaultStyle(),
  params: { ...defaultCommonParams, enable: true, layout: 'vertical', showName: true },
  data: {
    btns: [
      {
        image: sampleImage('客', 0, 88, 88),
        name: '客服',
        link: { kind: 'url', url: 'pages/service/index' },
      },
      {
        image: sampleImage('购', 2, 88, 88),
        name: '购物车',
        link: { kind: 'url', url: 'pages/cart/index' },
      },
      { image: sampleImage('顶', 5, 88, 88), name: '我的', link: { kind: 'personal' } },
    ],
  },
};
