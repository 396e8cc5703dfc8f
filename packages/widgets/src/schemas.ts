// Entry point `@retail/widgets/schemas`: zod only, no React. The server validates saved pages
// with pageSchema; the builder reads a widget's schema and defaults from WIDGET_SCHEMAS.
import type { Locale } from '@retail/contract';
import type { z } from 'zod';
import { buildPageSchema } from './core/page.schema';
import type { WidgetSchemaManifest } from './core/schema-manifest';
import { batchASchemas } from './registry/batch-a.schemas';
import { batchBSchemas } from './registry/batch-b.schemas';
import { batchCSchemas } from './registry/batch-c.schemas';
import { batchDSchemas } from './registry/batch-d.schemas';
import { customPageSchemas } from './registry/custom-page.schemas';
import { localizeSampleContent } from './i18n/sample-content';

export * from './core/common.schema';
export * from './core/link.schema';
export {
  resolveLink,
  isActionableLink,
  DECLARED_LINKS,
  ORDER_DATA_TYPES,
  STOREFRONT_PATHS,
  NO_LINK,
} from './core/link';
export type { LinkDescriptor, LinkKind, DeclaredLink, OrderDataType } from './core/link';
export * from './core/page.schema';
export * from './core/primitives.schema';
export { defineWidgetSchema, type WidgetSchemaManifest } from './core/schema-manifest';

/** Every widget's schema manifest, all batches. */
export const WIDGET_SCHEMAS: readonly WidgetSchemaManifest[] = [
  ...batchASchemas,
  ...batchBSchemas,
  ...batchCSchemas,
  ...batchDSchemas,
  // Blocks of custom pages beyond storefront-widgets.md's list (a builder form).
  ...customPageSchemas,
];

export const WIDGET_TYPES: readonly string[] = WIDGET_SCHEMAS.map((widget) => widget.type);

export const widgetSchemaOf = (type: string): WidgetSchemaManifest | undefined =>
  WIDGET_SCHEMAS.find((widget) => widget.type === type);

export const pageSchema = buildPageSchema(WIDGET_SCHEMAS);
export type Page = z.output<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

export {
  localizeSampleContent,
  SAMPLE_IMAGE_LABELS,
  SAMPLE_TEXTS,
  sampleImageLabel,
  splitSampleImages,
} from './i18n/sample-content';

/**
 * A copy of a widget's defaults with its sample content in a language (zh: as written), for
 * content an operator sees: a widget inserted in the builder, the gallery.
 */
export const localizedDefaults = (
  type: string,
  locale: Locale,
): WidgetSchemaManifest['defaults'] | undefined => {
  const widget = widgetSchemaOf(type);
  return widget && localizeSampleContent(widget.defaults, locale);
};
