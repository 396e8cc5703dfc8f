import { defineWidgetSchema } from '../../core/schema-manifest';
import { COUPON_BLOCK, couponBlockDefaults } from './coupon-block.defaults';
import { couponBlockProps } from './coupon-block.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  couponCardSchema,
  type CouponCard,
  couponBlockProps,
  type CouponBlockProps,
} from './coupon-block.props';

export const couponBlockSchema = defineWidgetSchema({
  type: COUPON_BLOCK,
  props: couponBlockProps,
  defaults: couponBlockDefaults,
});
