// Constants the store-card defaults and props schema share (zod-free, like the defaults).

/** Stars of a full rating. */
export const STORE_MAX_STAR = 5;
