import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { GoodsPriceProps } from './goods-price.props';

export const GOODS_PRICE = 'goods-price';

export const goodsPriceDefaults: GoodsPriceProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, showSuggestedRetailPrice: true, showCoupons: true },
  data: {
    price: 128,
    suggestedRetailPrice: 168,
    isUserGrade: true,
    couponVOS: [{ solgan: '满199减20' }, { solgan: '新人9折' }],
    skus: [
      { skuId: 1, skuName: '250g', price: 128 },
      { skuId: 2, skuName: '500g', price: 228 },
    ],
    loading: false,
  },
};
