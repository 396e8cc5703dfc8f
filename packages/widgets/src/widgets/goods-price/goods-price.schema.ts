import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_PRICE, goodsPriceDefaults } from './goods-price.defaults';
import { goodsPriceProps } from './goods-price.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { goodsPriceProps, type GoodsPriceProps } from './goods-price.props';

export const goodsPriceSchema = defineWidgetSchema({
  type: GOODS_PRICE,
  props: goodsPriceProps,
  defaults: goodsPriceDefaults,
});
