// Blocks of custom pages that storefront-widgets.md does not list (docs/renovation.md, "Forms on
// pages"): kept apart from the spec's batches. Schema side (no React).
import type { WidgetSchemaManifest } from '../core/schema-manifest';
import { pageFormSchema } from '../widgets/page-form/page-form.schema';

export const customPageSchemas: readonly WidgetSchemaManifest[] = [pageFormSchema];
