import { defineScreens } from '../../lib/screen-table';

/**
 * Screens of the storefront renovation module. The paths are written out (not imported from
 * the contract or the editor) so that this table, which the shell loads eagerly, stays small;
 * the editor's screen test holds them equal to renovationPageResource.screenPath and
 * PAGE_EDITOR_PATH.
 */
export const renovationScreens = defineScreens({
  '/renovation/widgets/index': () =>
    import('./widget-gallery-screen').then((m) => m.WidgetGalleryScreen),
  // The registry's page list, with a "Design" button on each row.
  '/renovationPage/index': () =>
    import('./editor/renovation-page-screen').then((m) => m.RenovationPageScreen),
  '/renovationPageEditor/index': () =>
    import('./editor/page-editor-screen').then((m) => m.PageEditorScreen),
});
