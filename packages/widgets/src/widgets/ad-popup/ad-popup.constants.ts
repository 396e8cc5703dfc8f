// Constants the ad-popup defaults and props schema share (zod-free, like the defaults).

export const AD_TYPES = ['image', 'video'] as const;
