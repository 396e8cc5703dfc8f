// Entry point `@retail/widgets/editor`: what the builder needs to list widgets, insert them
// with their defaults and draw their fields, in zh, en and es.
import type { Locale } from '@retail/contract';
import type { WidgetEditorManifest } from './core/editor-manifest';
import { localizeSampleContent } from './i18n/sample-content';
import { batchAEditors } from './registry/batch-a.editors';
import { batchBEditors } from './registry/batch-b.editors';
import { batchCEditors } from './registry/batch-c.editors';
import { batchDEditors } from './registry/batch-d.editors';
import { customPageEditors } from './registry/custom-page.editors';

export type {
  EditorControl,
  EditorField,
  EditorOption,
  WidgetEditorManifest,
  WidgetGroup,
} from './core/editor-manifest';
export { commonFields, commonParamFields, styleFields } from './core/common.editor';
export {
  editorFieldProblems,
  schemaAtPath,
  valueAtPath,
  withValueAtPath,
} from './core/schema-path';
export { EDITOR_LABELS, editorLabel, type LabelKey } from './i18n/labels';
export { ICON_NAMES } from './core/icons';

/** Every widget's editor manifest, all batches. */
export const WIDGET_EDITORS: readonly WidgetEditorManifest[] = [
  ...batchAEditors,
  ...batchBEditors,
  ...batchCEditors,
  ...batchDEditors,
  ...customPageEditors,
];

export const widgetEditorOf = (type: string): WidgetEditorManifest | undefined =>
  WIDGET_EDITORS.find((widget) => widget.type === type);

export { localizeSampleContent } from './i18n/sample-content';

/** A copy of a widget's defaults with its sample content in a language (zh: as written). */
export const localizedDefaults = (
  type: string,
  locale: Locale,
): WidgetEditorManifest['defaults'] | undefined => {
  const widget = widgetEditorOf(type);
  return widget && localizeSampleContent(widget.defaults, locale);
};
