// Constants the goods-list defaults and props schema share (zod-free, like the defaults).

/** §3: the goods are a wrapping list or a horizontal slide. */
export const GOODS_DISPLAYS = ['list', 'slide'] as const;
export const MAX_GOODS_COLUMNS = 3;
