import { renovationPageResource } from '@retail/contract';
import { defineScreens } from '../../lib/screen-table';
import { PAGE_EDITOR_PATH } from './editor/page-editor-path';

/** Screens of the storefront renovation module. */
export const renovationScreens = defineScreens({
  '/renovation/widgets/index': () =>
    import('./widget-gallery-screen').then((m) => m.WidgetGalleryScreen),
  // The registry's page list, with a "Design" button on each row.
  [renovationPageResource.screenPath]: () =>
    import('./editor/renovation-page-screen').then((m) => m.RenovationPageScreen),
  [PAGE_EDITOR_PATH]: () => import('./editor/page-editor-screen').then((m) => m.PageEditorScreen),
});
