// Entry point `@retail/widgets/schemas`: zod only, no React. The server validates saved pages
// with pageSchema; the builder reads a widget's schema and defaults from WIDGET_SCHEMAS.
import type { z } from 'zod';
import { buildPageSchema } from './core/page.schema';
import type { WidgetSchemaManifest } from './core/schema-manifest';
import { batchASchemas } from './registry/batch-a.schemas';
import { batchBSchemas } from './registry/batch-b.schemas';
import { batchCSchemas } from './registry/batch-c.schemas';
import { batchDSchemas } from './registry/batch-d.schemas';

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
];

export const WIDGET_TYPES: readonly string[] = WIDGET_SCHEMAS.map((widget) => widget.type);

export const widgetSchemaOf = (type: string): WidgetSchemaManifest | undefined =>
  WIDGET_SCHEMAS.find((widget) => widget.type === type);

export const pageSchema = buildPageSchema(WIDGET_SCHEMAS);
export type Page = z.output<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;
