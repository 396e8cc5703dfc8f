// Batch C: view side of its widgets (no zod, no editor code). One line per widget.
import type { WidgetViewManifest } from '../core/view-manifest';

export const batchCViews: readonly WidgetViewManifest[] = [];
