// Batch B: view side of its widgets (no zod, no editor code). One line per widget.
import type { WidgetViewManifest } from '../core/view-manifest';
import { classTagStripView } from '../widgets/class-tag-strip/class-tag-strip.view';
import { articleListView } from '../widgets/article-list/article-list.view';
import { goodsListView } from '../widgets/goods-list/goods-list.view';

export const batchBViews: readonly WidgetViewManifest[] = [
  classTagStripView,
  articleListView,
  goodsListView,
];
