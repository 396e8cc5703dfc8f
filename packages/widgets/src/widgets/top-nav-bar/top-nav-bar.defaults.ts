import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { TopNavBarProps } from './top-nav-bar.props';

export const TOP_NAV_BAR = 'top-nav-bar';

/** Height of the bar when style.height is 0. */
export const TOP_NAV_HEIGHT = 44;
export const TOP_NAV_TEXT_COLOR = '#333333';

export const topNavBarDefaults: TopNavBarProps = {
  style: defaultStyle({ background: '#ffffff', height: TOP_NAV_HEIGHT }),
  params: {
    ...defaultCommonParams,
    topNav: {
      showBackBtn: true,
      showShareBtn: true,
      transparencyModel: false,
      stickyTop: true,
      navImageEnable: false,
      navImageCenter: true,
      textColor: TOP_NAV_TEXT_COLOR,
      // '' keeps the colours of the top of the page after scrolling.
      scrollBackground: '',
      scrollTextColor: '',
    },
    share: { enabled: true },
    title: { show: true },
  },
  data: {
    title: {
      text: '店铺首页',
      image: '',
      navImageUrl: sampleImage('LOGO', 0, 240, 56),
      scrollingNavImageUrl: sampleImage('LOGO', 3, 240, 56),
    },
    share: {
      contentImage: sampleImage('Share', 1, 500, 400),
      title: '',
      description: '',
      shareIcon: '',
    },
  },
};
