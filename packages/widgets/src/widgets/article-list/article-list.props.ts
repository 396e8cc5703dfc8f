import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { countSchema } from '../../core/price.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';
import {
  ARTICLE_IMAGE_BELOW,
  ARTICLE_IMAGE_MODE_NAMES,
  ARTICLE_TEXT_LEFT,
} from './article-list.constants';

/** §3 article item; it links to the article detail of articleId. */
export const articleItemSchema = z.object({
  title: z.string().max(100),
  articleId: idSchema,
  imgUrl: mediaUrlSchema,
  mode: z.enum(ARTICLE_IMAGE_MODE_NAMES),
  showType: z.union([z.literal(ARTICLE_TEXT_LEFT), z.literal(ARTICLE_IMAGE_BELOW)]),
  /** The view count shown in the footer. */
  showDivs: countSchema,
});
export type ArticleItem = z.output<typeof articleItemSchema>;

export const articleListProps = widgetProps({
  params: {},
  data: { items: z.array(articleItemSchema).max(30) },
});
export type ArticleListProps = z.output<typeof articleListProps>;
