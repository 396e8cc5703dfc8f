import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { ArticleListProps } from './article-list.props';
import { ARTICLE_TEXT_LEFT, ARTICLE_IMAGE_BELOW } from './article-list.constants';

// Shared with the props schema, so they live in the (zod-free) constants file.
export {
  ARTICLE_TEXT_LEFT,
  ARTICLE_IMAGE_BELOW,
  ARTICLE_SHOW_TYPES,
  ARTICLE_IMAGE_MODES,
  type ArticleImageMode,
  ARTICLE_IMAGE_MODE_NAMES,
} from './article-list.constants';

export const ARTICLE_LIST = 'article-list';

export const articleListDefaults: ArticleListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(0, 12, 0, 12) }),
  params: { ...defaultCommonParams },
  data: {
    items: [
      {
        title: '秋季新品上市，会员专享九折优惠',
        articleId: 1,
        imgUrl: sampleImage('资讯', 0, 220, 160),
        mode: 'aspectFill',
        showType: ARTICLE_TEXT_LEFT,
        showDivs: 1024,
      },
      {
        title: '三步挑选一颗好咖啡豆',
        articleId: 2,
        imgUrl: sampleImage('攻略', 1, 750, 320),
        mode: 'aspectFill',
        showType: ARTICLE_IMAGE_BELOW,
        showDivs: 86,
      },
    ],
  },
};
