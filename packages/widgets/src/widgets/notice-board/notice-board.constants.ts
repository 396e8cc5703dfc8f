// Constants the notice-board defaults and props schema share (zod-free, like the defaults).

export const NOTICE_DIRECTIONS = ['horizontal', 'vertical'] as const;
