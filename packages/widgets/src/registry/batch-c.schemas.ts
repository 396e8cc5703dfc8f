// Batch C: schema side of its widgets (no React). One line per widget.
import type { WidgetSchemaManifest } from '../core/schema-manifest';

export const batchCSchemas: readonly WidgetSchemaManifest[] = [];
