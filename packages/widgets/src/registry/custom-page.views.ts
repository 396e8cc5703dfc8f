// Blocks of custom pages beyond storefront-widgets.md (see custom-page.schemas.ts). View side.
import type { WidgetViewManifest } from '../core/view-manifest';
import { pageFormView } from '../widgets/page-form/page-form.view';

export const customPageViews: readonly WidgetViewManifest[] = [pageFormView];
