import { defineWidgetSchema } from '../../core/schema-manifest';
import { ARTICLE_LIST, articleListDefaults } from './article-list.defaults';
import { articleListProps } from './article-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  articleItemSchema,
  type ArticleItem,
  articleListProps,
  type ArticleListProps,
} from './article-list.props';

export const articleListSchema = defineWidgetSchema({
  type: ARTICLE_LIST,
  props: articleListProps,
  defaults: articleListDefaults,
});
