// Constants the service-grid defaults and props schema share (zod-free, like the defaults).

/** §3: a service is a link, or a button of the WeChat mini-program (openType contact, share...). */
export const SERVICE_ITEM_TYPES = ['link', 'button'] as const;
/** params.type: four to a row, or one per row. */
export const SERVICE_GRID_TYPES = ['grid', 'list'] as const;
export const MAX_SERVICES = 20;
