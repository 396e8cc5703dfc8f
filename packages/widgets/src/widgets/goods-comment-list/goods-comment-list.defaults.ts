import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { GoodsCommentListProps } from './goods-comment-list.props';
import { COMMENT_LEVELS } from './goods-comment-list.constants';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { COMMENT_LEVELS } from './goods-comment-list.constants';

export const GOODS_COMMENT_LIST = 'goods-comment-list';

/** §9: the block shows at most 2 comments by default. */
export const COMMENT_LIMIT = 2;
export const COMMENT_STARS: Record<(typeof COMMENT_LEVELS)[number], number> = { 0: 5, 1: 3, 2: 1 };
export const MAX_STARS = 5;

export const goodsCommentListDefaults: GoodsCommentListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, title: '商品评价', limit: COMMENT_LIMIT, showRows: 2 },
  data: {
    total: 36,
    list: [
      {
        nickName: '小林',
        avatarUrl: sampleImage('林', 0, 80, 80),
        rating: 0,
        content: '茶香浓郁，包装精美，送人很有面子，会回购。',
        createDate: '2026-10-02 10:20:00',
        images: [sampleImage('晒图', 2, 200, 200)],
      },
      {
        nickName: '阿杰',
        avatarUrl: '',
        rating: 1,
        content: '味道还可以，物流稍慢。',
        createDate: '2026-09-21 18:05:00',
        images: [],
      },
      {
        nickName: '王女士',
        avatarUrl: '',
        rating: 2,
        content: '收到时盒子有压痕。',
        createDate: '2026-09-12 09:00:00',
        images: [],
      },
    ],
  },
};
