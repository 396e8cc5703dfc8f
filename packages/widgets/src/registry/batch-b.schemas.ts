// Batch B: schema side of its widgets (no React). One line per widget.
import type { WidgetSchemaManifest } from '../core/schema-manifest';
import { classTagStripSchema } from '../widgets/class-tag-strip/class-tag-strip.schema';
import { articleListSchema } from '../widgets/article-list/article-list.schema';
import { goodsListSchema } from '../widgets/goods-list/goods-list.schema';

export const batchBSchemas: readonly WidgetSchemaManifest[] = [
  classTagStripSchema,
  articleListSchema,
  goodsListSchema,
];
