/** The console path of the builder; the page is `?id=` (a hidden screen of the authority tree). */
export const PAGE_EDITOR_PATH = '/renovationPageEditor/index';
