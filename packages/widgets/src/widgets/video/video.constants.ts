// Constants the video defaults and props schema share (zod-free, like the defaults).

/** §3: autoplay is 1 (on) or 0 (off). */
export const VIDEO_AUTOPLAY_VALUES = [0, 1] as const;
