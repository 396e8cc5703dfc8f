import type { Locale } from '@retail/contract';
import type { EditorField } from '@retail/widgets/editor';

export type FieldControlProps = {
  field: EditorField;
  value: unknown;
  /** `coalesce`: a drag or typing, merged into one undo step with the changes that follow. */
  onChange: (value: unknown, coalesce?: boolean) => void;
  /** Several fields at once as one undo step (a chooser's result). */
  onChangeMany?: (updates: readonly (readonly [string, unknown])[]) => void;
  disabled: boolean;
  /** DOM id of the control, for its label. */
  id: string;
  locale: Locale;
  invalid?: boolean;
  /** For a hot-zone picture: its size fields, set with the picture so the zones follow. */
  sizePaths?: { width: string; height: string };
};
