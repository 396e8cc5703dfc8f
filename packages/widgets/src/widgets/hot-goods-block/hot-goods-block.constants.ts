// Constants the hot-goods-block defaults and props schema share (zod-free, like the defaults).

/** §9: the hot block has 2 groups. */
export const HOT_GOODS_GROUPS = 2;
/** Goods shown side by side in a group. */
export const HOT_GOODS_PER_GROUP = 2;
