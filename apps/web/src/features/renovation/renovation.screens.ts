import { defineScreens } from '../../lib/screen-table';

/** Screens of the storefront renovation module. */
export const renovationScreens = defineScreens({
  '/renovation/widgets/index': () =>
    import('./widget-gallery-screen').then((m) => m.WidgetGalleryScreen),
});
