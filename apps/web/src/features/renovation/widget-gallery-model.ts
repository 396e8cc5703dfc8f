// What the gallery shows, derived from the widget registries (no React).
import type { WidgetEditorManifest, WidgetGroup } from '@retail/widgets/editor';
import type { WidgetViewManifest } from '@retail/widgets/render';

/** Palette order of the editor groups. */
export const GROUP_ORDER: readonly WidgetGroup[] = [
  'basic',
  'marketing',
  'goods',
  'user',
  'navigation',
];

export type GalleryWidget = { type: string; editor: WidgetEditorManifest };
export type GalleryGroup = { group: WidgetGroup; widgets: GalleryWidget[] };

/**
 * Every widget with a view, grouped by its editor group in palette order. A view without an
 * editor (the registry contract test forbids it) would have no sample data, so it is left out.
 */
export const galleryGroups = (
  views: readonly Pick<WidgetViewManifest, 'type'>[],
  editors: readonly WidgetEditorManifest[],
): GalleryGroup[] => {
  const byType = new Map(editors.map((editor) => [editor.type, editor]));
  const widgets = views.flatMap((view) => {
    const editor = byType.get(view.type);
    return editor ? [{ type: view.type, editor }] : [];
  });
  return GROUP_ORDER.map((group) => ({
    group,
    widgets: widgets.filter((widget) => widget.editor.group === group),
  })).filter((entry) => entry.widgets.length > 0);
};
