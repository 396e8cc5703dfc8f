// Constants the divider-line defaults and props schema share (zod-free, like the defaults).

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;
