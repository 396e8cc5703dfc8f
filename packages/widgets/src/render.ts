// Entry point `@retail/widgets/render`: the views a storefront host needs, and nothing else
// (no zod, no editor code, no UI library) — it ships to shoppers' phones.
import { createRenderer } from './core/render-widget';
import type { WidgetViewManifest } from './core/view-manifest';
import { batchAViews } from './registry/batch-a.views';
import { batchBViews } from './registry/batch-b.views';
import { batchCViews } from './registry/batch-c.views';
import { batchDViews } from './registry/batch-d.views';
import { customPageViews } from './registry/custom-page.views';

export type { FormSubmitOutcome, WidgetAction } from './core/actions';
export type {
  Platform,
  RenderContext,
  RenderIssue,
  RenderMode,
  WidgetStorage,
} from './core/context';
export { resolveLink, isActionableLink, DECLARED_PATHS, STOREFRONT_PATHS } from './core/link';
export type { LinkDescriptor } from './core/link';
export { PictureDecoration } from './core/decoration';
export type { RenderableComponent, RenderablePage } from './core/render-widget';
export type { WidgetViewManifest } from './core/view-manifest';

/** Every widget's view manifest, all batches. */
export const WIDGET_VIEWS: readonly WidgetViewManifest[] = [
  ...batchAViews,
  ...batchBViews,
  ...batchCViews,
  ...batchDViews,
  ...customPageViews,
];

/** renderWidget(component, ctx) renders one page component; WidgetPage renders a page. */
export const { renderWidget, WidgetPage, widgetTypes } = createRenderer(WIDGET_VIEWS);
