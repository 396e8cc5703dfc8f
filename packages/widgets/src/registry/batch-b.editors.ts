// Batch B: editor side of its widgets. One line per widget.
import type { WidgetEditorManifest } from '../core/editor-manifest';

export const batchBEditors: readonly WidgetEditorManifest[] = [];
