import { lazy, Suspense } from 'react';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { PAGE_FORM, pageFormDefaults } from './page-form.defaults';
import type { PageFormProps } from './page-form.props';

// The form itself is a chunk of its own (page-form.form.tsx): most pages have no form, and the
// storefront's JavaScript is weighed (bench/storefront-weight.mjs).
const PageFormBody = lazy(() =>
  import('./page-form.form').then((module) => ({ default: module.PageFormBody })),
);

/** A form of the console's form builder on a custom page (beyond storefront-widgets.md). */
export const PageFormView = (props: WidgetViewProps<PageFormProps>) => (
  <Suspense fallback={null}>
    <PageFormBody {...props} />
  </Suspense>
);

export const pageFormView = defineWidgetView({
  type: PAGE_FORM,
  view: PageFormView,
  defaults: pageFormDefaults,
});
