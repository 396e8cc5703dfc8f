import { defineWidgetSchema } from '../../core/schema-manifest';
import { WATERFALL_FEED, waterfallFeedDefaults } from './waterfall-feed.defaults';
import { waterfallFeedProps } from './waterfall-feed.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  waterfallGoodsSchema,
  type WaterfallGoods,
  waterfallFeedProps,
  type WaterfallFeedProps,
} from './waterfall-feed.props';

export const waterfallFeedSchema = defineWidgetSchema({
  type: WATERFALL_FEED,
  props: waterfallFeedProps,
  defaults: waterfallFeedDefaults,
});
