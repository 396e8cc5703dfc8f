import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { GoodsServiceListProps } from './goods-service-list.props';

export const GOODS_SERVICE_LIST = 'goods-service-list';

/** §9: the default service labels. */
export const DEFAULT_SERVICE_LABELS = ['7天无理由退货', '48小时发货'] as const;

export const goodsServiceListDefaults: GoodsServiceListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams },
  data: {
    services: [
      {
        name: DEFAULT_SERVICE_LABELS[0],
        description: '商品签收后7天内，在不影响二次销售的情况下可无理由退货。',
        icon: '',
      },
      {
        name: DEFAULT_SERVICE_LABELS[1],
        description: '付款后48小时内发货。',
        icon: '',
      },
    ],
    loading: false,
  },
};
