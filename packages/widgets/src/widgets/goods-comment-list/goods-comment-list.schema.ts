import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_COMMENT_LIST, goodsCommentListDefaults } from './goods-comment-list.defaults';
import { goodsCommentListProps } from './goods-comment-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  goodsCommentSchema,
  goodsCommentListProps,
  type GoodsCommentListProps,
} from './goods-comment-list.props';

export const goodsCommentListSchema = defineWidgetSchema({
  type: GOODS_COMMENT_LIST,
  props: goodsCommentListProps,
  defaults: goodsCommentListDefaults,
});
