import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { NavigationBarProps } from './navigation-bar.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { MAX_NAV_ROWS_NUM } from './navigation-bar.constants';

export const NAVIGATION_BAR = 'navigation-bar';

/** §5/§9: the navigation bar shows at most rowsNum items, 5 by default. */
export const DEFAULT_NAV_ROWS_NUM = 5;

const SAMPLE_TEXTS = ['新品', '热卖', '优惠券', '订单', '钱包', '会员'] as const;
const SAMPLE_LINKS: NavigationBarProps['data']['items'][number]['link'][] = [
  { kind: 'search' },
  { kind: 'goodsDetail', goodsId: 1 },
  { kind: 'inert', declared: 'myCoupon' },
  { kind: 'orders', dataType: 'all' },
  { kind: 'wallet' },
  { kind: 'personal' },
];

export const navigationBarDefaults: NavigationBarProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 0, 10, 0) }),
  params: {
    ...defaultCommonParams,
    rowsNum: DEFAULT_NAV_ROWS_NUM,
    layout: 'vertical',
    label: { enable: true },
  },
  // One more sample than shown, so the rowsNum cut is visible in the gallery.
  data: {
    items: SAMPLE_TEXTS.map((text, i) => ({
      text,
      imgUrl: sampleImage(text.slice(0, 1), i, 88, 88),
      link: SAMPLE_LINKS[i] ?? { kind: 'none' },
    })),
  },
};
