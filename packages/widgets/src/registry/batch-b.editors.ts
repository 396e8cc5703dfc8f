// Batch B: editor side of its widgets. One line per widget.
import type { WidgetEditorManifest } from '../core/editor-manifest';
import { classTagStripEditor } from '../widgets/class-tag-strip/class-tag-strip.editor';
import { articleListEditor } from '../widgets/article-list/article-list.editor';
import { goodsListEditor } from '../widgets/goods-list/goods-list.editor';

export const batchBEditors: readonly WidgetEditorManifest[] = [
  classTagStripEditor,
  articleListEditor,
  goodsListEditor,
];
