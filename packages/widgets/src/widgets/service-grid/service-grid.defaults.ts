import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { ServiceGridProps, ServiceItem } from './service-grid.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { SERVICE_ITEM_TYPES, SERVICE_GRID_TYPES, MAX_SERVICES } from './service-grid.constants';

export const SERVICE_GRID = 'service-grid';
/** §5: buttons exist only on this platform. */
export const SERVICE_BUTTON_PLATFORM = 'mp-weixin';
export const SERVICE_GRID_COLUMNS = 4;

const item = (overrides: Partial<ServiceItem>): ServiceItem => ({
  image: '',
  type: 'link',
  icon: 'service',
  name: '',
  openType: '',
  count: 0,
  hidden: false,
  url: { kind: 'none' },
  ...overrides,
});

export const serviceGridDefaults: ServiceGridProps = {
  style: defaultStyle({
    background: '#ffffff',
    margins: spacing(10, 0, 0, 0),
    paddings: spacing(0, 0, 10, 0),
    radiusTop: 8,
    radiusBottom: 8,
  }),
  params: {
    ...defaultCommonParams,
    title: { shown: true, text: '' },
    diyIcon: false,
    type: 'grid',
  },
  data: {
    items: [
      item({ icon: 'home', name: '收货地址', url: { kind: 'url', url: 'pages/address/index' } }),
      item({
        icon: 'star',
        name: '我的收藏',
        count: 120,
        url: { kind: 'url', url: 'pages/collect/index' },
      }),
      item({
        icon: 'cart',
        name: '购物车',
        count: 3,
        url: { kind: 'url', url: 'pages/cart/index' },
      }),
      item({ icon: 'user', name: '个人资料', url: { kind: 'personal' } }),
      item({ type: 'button', icon: 'service', name: '联系客服', openType: 'contact' }),
      item({ type: 'button', icon: 'share', name: '分享好友', openType: 'share' }),
    ],
  },
};
