import { defineWidgetSchema } from '../../core/schema-manifest';
import {
  GOODS_PROMOTION_COUNTDOWN,
  goodsPromotionCountdownDefaults,
} from './goods-promotion-countdown.defaults';
import { goodsPromotionCountdownProps } from './goods-promotion-countdown.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  goodsPromotionCountdownProps,
  type GoodsPromotionCountdownProps,
} from './goods-promotion-countdown.props';

export const goodsPromotionCountdownSchema = defineWidgetSchema({
  type: GOODS_PROMOTION_COUNTDOWN,
  props: goodsPromotionCountdownProps,
  defaults: goodsPromotionCountdownDefaults,
});
