import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { CouponBlockProps } from './coupon-block.props';

export const COUPON_BLOCK = 'coupon-block';

/** §3: couponType 1 is a discount, 2 a full reduction. */
export const COUPON_DISCOUNT = 1;
export const COUPON_FULL_REDUCTION = 2;

export const couponBlockDefaults: CouponBlockProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 10, 10, 10) }),
  params: { ...defaultCommonParams },
  data: {
    items: [
      {
        couponType: 1,
        storeName: '旗舰店',
        discount: 8.5,
        fullreduction: 0,
        usingCondition: 100,
        received: 0,
      },
      {
        couponType: 2,
        storeName: '旗舰店',
        discount: 9.9,
        fullreduction: 20,
        usingCondition: 199,
        received: 1,
      },
      {
        couponType: 2,
        storeName: '便利店',
        discount: 9.9,
        fullreduction: 5,
        usingCondition: 0,
        received: 0,
      },
    ],
  },
};
