import type { LabelKey } from '../i18n/labels';
import type { WidgetPropsShape } from './view-manifest';

/** Controls the builder knows how to draw. */
export type EditorControl =
  | 'text'
  | 'textarea'
  | 'number'
  | 'slider'
  | 'switch'
  | 'color'
  | 'select'
  | 'radio'
  | 'image'
  | 'video'
  | 'link'
  | 'icon'
  | 'spacing'
  | 'list';

export type EditorOption = { value: string | number | boolean; label: LabelKey };

type FieldBase = {
  /**
   * Dotted key path into the props: 'style.height', 'params.more.text', 'data.items'.
   * Inside a list's `item` fields the path is relative to one item ('image', 'link').
   */
  path: string;
  label: LabelKey;
  /** Shown only while the value at another path (same level rules) equals this. */
  visibleWhen?: { path: string; equals: string | number | boolean };
};

export type EditorField =
  | (FieldBase & {
      control:
        'text' | 'textarea' | 'switch' | 'color' | 'image' | 'video' | 'link' | 'icon' | 'spacing';
    })
  | (FieldBase & {
      control: 'number' | 'slider';
      min?: number;
      max?: number;
      step?: number;
      unit?: 'px' | '%' | 'ms' | 's';
    })
  | (FieldBase & { control: 'select' | 'radio'; options: readonly EditorOption[] })
  | (FieldBase & {
      control: 'list';
      item: readonly EditorField[];
      /** The value of an item the operator adds. */
      newItem: unknown;
      maxItems?: number;
    });

export type WidgetGroup = 'basic' | 'marketing' | 'goods' | 'user' | 'navigation';

/** Editor side of a widget (editor entry): its palette entry and its fields. */
export type WidgetEditorManifest = {
  type: string;
  label: LabelKey;
  group: WidgetGroup;
  /** The props a newly inserted block starts with. */
  defaults: WidgetPropsShape;
  fields: readonly EditorField[];
};

export const defineWidgetEditor = <P extends WidgetPropsShape>(manifest: {
  type: string;
  label: LabelKey;
  group: WidgetGroup;
  defaults: P;
  fields: readonly EditorField[];
}): WidgetEditorManifest => manifest;
