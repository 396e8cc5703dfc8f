import { valueAtPath, type EditorField } from '@retail/widgets/editor';

/** Section of the properties panel a field belongs to, by the first key of its path. */
export type FieldSection = 'style' | 'params' | 'data';

export const sectionOf = (field: EditorField): FieldSection => {
  const head = field.path.split('.')[0];
  return head === 'style' || head === 'params' ? head : 'data';
};

/**
 * A field with `visibleWhen` shows only while the value at that path (same level: the props for
 * a widget field, the item for a list item's field) equals the given value.
 */
export const isFieldVisible = (
  field: EditorField,
  values: unknown,
  read: (path: string) => unknown = (path) => valueAtPath(values, path),
): boolean =>
  field.visibleWhen === undefined || read(field.visibleWhen.path) === field.visibleWhen.equals;

/**
 * The declared field a problem's path points into: the longest field path that is a prefix of
 * it (a problem at 'data.items.2.link' belongs to the list field 'data.items').
 */
export const fieldForPath = (
  fields: readonly EditorField[],
  path: string,
): EditorField | undefined =>
  fields
    .filter((field) => path === field.path || path.startsWith(`${field.path}.`))
    .sort((a, b) => b.path.length - a.path.length)[0];
