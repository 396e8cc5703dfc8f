// Constants the article-list defaults and props schema share (zod-free, like the defaults).

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
