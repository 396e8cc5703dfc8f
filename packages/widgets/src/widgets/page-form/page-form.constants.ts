// Constants the page-form defaults, props schema and view share (zod-free, like the defaults).

/** The field types of the console's form builder (the contract's FLOW_FORM_FIELD_TYPES). */
export const PAGE_FORM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'textarea'] as const;
export type PageFormFieldType = (typeof PAGE_FORM_FIELD_TYPES)[number];

/** A form has at most this many fields (the builder's limit). */
export const MAX_PAGE_FORM_FIELDS = 50;
