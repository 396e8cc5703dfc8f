// Constants the bottom-tab-bar defaults and props schema share (zod-free, like the defaults).

export const MAX_TABS = 5;
