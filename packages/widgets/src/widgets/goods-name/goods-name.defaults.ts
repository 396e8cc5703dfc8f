import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { GoodsNameProps } from './goods-name.props';

export const GOODS_NAME = 'goods-name';

export const goodsNameDefaults: GoodsNameProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: {
    ...defaultCommonParams,
    showGoodsName: true,
    showSellingPoint: true,
    showSalesNum: true,
    showGoodsCollect: true,
    showGoodsShare: true,
  },
  data: {
    goodsId: 1,
    goodsName: '有机高山绿茶 250g 礼盒装',
    sellingPoint: '明前采摘，清香回甘',
    salesNum: 1280,
    loading: false,
  },
};
