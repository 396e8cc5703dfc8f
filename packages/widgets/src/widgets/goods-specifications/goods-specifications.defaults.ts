import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { DEFAULT_SERVICE_LABELS } from '../goods-service-list/goods-service-list.defaults';
import type { GoodsSpecificationsProps } from './goods-specifications.props';

export const GOODS_SPECIFICATIONS = 'goods-specifications';

/** The rows of the block, in order, each behind its own flag. */
export const SPECIFICATION_ROWS = ['shipment', 'preferential', 'service', 'specification'] as const;
export type SpecificationRow = (typeof SPECIFICATION_ROWS)[number];

export const goodsSpecificationsDefaults: GoodsSpecificationsProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(4, 12, 4, 12) }),
  params: {
    ...defaultCommonParams,
    showShipment: true,
    showPreferential: true,
    showService: true,
    showSpecification: true,
  },
  data: {
    goodsFreightTemplates: [{ templateName: '快递', freight: 0 }],
    goodsPromotionVOS: [
      { promotionName: '满减', description: '满199减20' },
      { promotionName: '积分', description: '10积分抵10元，最多抵扣10%' },
    ],
    storeServiceVOS: DEFAULT_SERVICE_LABELS.map((serviceName) => ({ serviceName })),
    goodsLinkPropses: [
      { propName: '净含量', propValue: '250g' },
      { propName: '产地', propValue: '浙江' },
    ],
    salesNum: 1280,
    loading: false,
  },
};
