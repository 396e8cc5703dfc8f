// Constants the waterfall-feed defaults and props schema share (zod-free, like the defaults).

export const MAX_WATERFALL_GOODS = 50;
export const MAX_WATERFALL_SWIPERS = 10;
