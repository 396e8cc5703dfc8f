// Constants the image-window defaults and props schema share (zod-free, like the defaults).

/**
 * How the window arranges its pictures: `grid` puts rowsNum in a row; `left-big` shows the
 * first large on the left with the rest stacked right; `top-big` the first across the top.
 */
export const WINDOW_LAYOUTS = ['grid', 'left-big', 'top-big'] as const;
export const MAX_WINDOW_ROWS_NUM = 4;
export const MAX_WINDOW_ITEMS = 8;
