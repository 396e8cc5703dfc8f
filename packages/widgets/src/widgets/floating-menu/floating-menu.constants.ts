// Constants the floating-menu defaults and props schema share (zod-free, like the defaults).

export const MAX_FLOATING_BUTTONS = 6;
