// Batch B: schema side of its widgets (no React). One line per widget.
import type { WidgetSchemaManifest } from '../core/schema-manifest';

export const batchBSchemas: readonly WidgetSchemaManifest[] = [];
