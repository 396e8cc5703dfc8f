// Constants the text-title defaults and props schema share (zod-free, like the defaults).

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
