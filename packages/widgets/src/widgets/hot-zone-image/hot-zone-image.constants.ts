// Constants the hot-zone-image defaults and props schema share (zod-free, like the defaults).

export const MAX_HOT_ZONES = 30;
