import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { ArticleListProps } from './article-list.schema';

export const ARTICLE_LIST = 'article-list';

/** §3/§9 article show types: 10 = text left and image right; 20 = title, image, then footer. */
export const ARTICLE_TEXT_LEFT = 10;
export const ARTICLE_IMAGE_BELOW = 20;
export const ARTICLE_SHOW_TYPES = [ARTICLE_TEXT_LEFT, ARTICLE_IMAGE_BELOW] as const;

/** How the picture fills its box (the item's `mode`), as CSS object-fit. */
export const ARTICLE_IMAGE_MODES = {
  aspectFill: 'cover',
  aspectFit: 'contain',
  scaleToFill: 'fill',
} as const;
export type ArticleImageMode = keyof typeof ARTICLE_IMAGE_MODES;
export const ARTICLE_IMAGE_MODE_NAMES = Object.keys(ARTICLE_IMAGE_MODES) as [
  ArticleImageMode,
  ...ArticleImageMode[],
];

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
