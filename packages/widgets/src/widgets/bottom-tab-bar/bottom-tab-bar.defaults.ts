import { MUTED_TEXT, PRICE_RED } from '../../core/colours';
import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import type { BottomTabBarProps } from './bottom-tab-bar.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { MAX_TABS } from './bottom-tab-bar.constants';

export const BOTTOM_TAB_BAR = 'bottom-tab-bar';

/**
 * §9: tab bar default height 75; colours #A1A1A1 (tabs) and #ff0000 (the active tab), darkened
 * to the storefront's readable grey and red (issue 22: 4.5:1 on white).
 */
export const TAB_BAR_HEIGHT = 75;
export const TAB_BAR_COLOR = MUTED_TEXT;
export const TAB_BAR_ACTIVE_COLOR = PRICE_RED;

export const bottomTabBarDefaults: BottomTabBarProps = {
  style: defaultStyle({ background: '#ffffff', height: TAB_BAR_HEIGHT }),
  params: {
    ...defaultCommonParams,
    active: 0,
    hideName: false,
    diyIconEnabled: false,
    layout: 'vertical',
    color: TAB_BAR_COLOR,
    activeColor: TAB_BAR_ACTIVE_COLOR,
  },
  data: {
    items: [
      {
        defaultImage: '',
        activeImage: '',
        icon: 'home',
        text: '首页',
        fullLink: { kind: 'url', url: 'pages/index/index' },
      },
      {
        defaultImage: '',
        activeImage: '',
        icon: 'search',
        text: '搜索',
        fullLink: { kind: 'search' },
      },
      {
        defaultImage: '',
        activeImage: '',
        icon: 'cart',
        text: '订单',
        fullLink: { kind: 'orders', dataType: 'all' },
      },
      {
        defaultImage: '',
        activeImage: '',
        icon: 'user',
        text: '我的',
        fullLink: { kind: 'personal' },
      },
    ],
  },
};
