// Constants the navigation-bar defaults and props schema share (zod-free, like the defaults).

export const MAX_NAV_ROWS_NUM = 10;
