// Constants the goods-comment-list defaults and props schema share (zod-free, like the defaults).

/** §9: a comment's level (0 good, 1 medium, 2 bad) shows as 5, 3 or 1 stars. */
export const COMMENT_LEVELS = [0, 1, 2] as const;
