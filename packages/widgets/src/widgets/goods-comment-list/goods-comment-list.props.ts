import { isDateString } from '@retail/contract';
import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { countSchema } from '../../core/price.schema';
import { COMMENT_LEVELS } from './goods-comment-list.constants';

export const goodsCommentSchema = z.object({
  nickName: z.string().max(50),
  avatarUrl: mediaUrlSchema,
  /** 0 good, 1 medium, 2 bad (shown as 5, 3, 1 stars). */
  rating: z.literal(COMMENT_LEVELS),
  content: z.string().max(2000),
  createDate: z.string().refine((value) => value === '' || isDateString(value), 'date'),
  images: z.array(mediaUrlSchema).max(9),
});

export const goodsCommentListProps = widgetProps({
  params: {
    title: z.string().max(50),
    /** How many comments the block shows. */
    limit: z.number().int().min(1).max(20),
    /** Lines of a comment's text before it is cut. */
    showRows: z.number().int().min(1).max(10),
  },
  data: { list: z.array(goodsCommentSchema).max(50), total: countSchema },
});
export type GoodsCommentListProps = z.output<typeof goodsCommentListProps>;
