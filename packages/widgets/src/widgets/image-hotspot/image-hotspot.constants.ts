// Constants the image-hotspot defaults and props schema share (zod-free, like the defaults).

export const MAX_HOTSPOTS = 30;
