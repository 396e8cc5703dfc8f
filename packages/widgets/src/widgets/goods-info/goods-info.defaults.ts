import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { GoodsInfoProps } from './goods-info.props';

export const GOODS_INFO = 'goods-info';

export const goodsInfoDefaults: GoodsInfoProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, showSuggestedRetailPrice: true },
  data: {
    goodsId: 1,
    goodsName: '有机高山绿茶 250g 礼盒装',
    sellingPoint: '明前采摘，清香回甘',
    salesNum: 1280,
    price: 128,
    suggestedRetailPrice: 168,
    isUserGrade: false,
    loading: false,
  },
};
