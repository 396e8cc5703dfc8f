import type { ComponentType, ReactNode } from 'react';
import type { EndpointDef, Translations } from '@retail/contract';
import type { RowMenuItem } from '../components/list/row-menu';
import {
  defineMessages,
  type FeatureMessages,
  type MessageTree,
  type SameKeys,
} from '../lib/i18n/feature-messages';
import { describeSchema, type SchemaFieldInfo } from './schema-fields';

/** A record as the engine handles it; screens keep their precise types in their declarations. */
export type Row = Record<string, unknown>;

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'select'
  | 'multi-select'
  | 'switch'
  | 'organ'
  | 'tenant';

/** A custom form control: antd's Form.Item passes value and onChange. */
export type FieldInputProps = {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** The record being edited; null when adding. */
  row: Row | null;
  /** The field's visible label: the control's accessible name. */
  label?: string;
};

export type FieldDef = {
  /** Inferred from the edit schema (string → text, number, boolean → switch, enum → select). */
  kind?: FieldKind;
  /** Options from the dictionary namespace (bigType): desc as label, value as value. */
  dictionary?: string;
  /** Fixed options; labels come from the catalogue's `options.<field>.<value>` when present. */
  options?: readonly (string | number)[];
  /** Overrides what the edit schema says. */
  required?: boolean;
  max?: number;
  min?: number;
  /** A column in the table (default true). */
  column?: boolean;
  width?: number;
  /** How a cell shows its value (default: option label, yes/no, or the value itself). */
  render?: (value: unknown, row: Row) => ReactNode;
  /**
   * The text that render shows, as plain text (a tag's label; '' for a picture): a long list
   * scrolling fast draws it instead. Without it such a cell draws its render even then.
   */
  text?: (value: unknown, row: Row) => string;
  /** The cell's alignment (amounts are right-aligned). */
  align?: 'left' | 'center' | 'right';
  /** A field with options shown as a coloured tag of its option label (a state). */
  tagColour?: (value: unknown) => string;
  /** In the search area (default false). */
  filter?: boolean;
  /** The search value → what the list body carries (a dictionary's '1'/'0' → a boolean). */
  toFilter?: (value: unknown) => unknown;
  /** In the edit dialog (default: when the edit schema has the field). */
  form?: boolean;
  /** The form field exists only for holders of this authority (e.g. PLATFROM_ORGAN_EDIT). */
  authority?: string;
  /** A custom form control (trees, pickers). */
  input?: ComponentType<FieldInputProps>;
  /** A custom control in the search area (a category tree, a brand list); default by kind. */
  filterInput?: ComponentType<FieldInputProps>;
  /** Initial value when adding; a function is asked at each opening (e.g. the session's tenant). */
  defaultValue?: unknown;
  /** Shown, not editable, when editing an existing record (e.g. a user name). */
  readOnlyOnEdit?: boolean;
  /** Only when adding (an initial password, initial roles). */
  createOnly?: boolean;
};

/** Labels of a resource: its title, one label per field, option texts. */
export type ResourceLabels = MessageTree & {
  title: string;
  fields: Record<string, string>;
  options?: Record<string, Record<string, string>>;
};

/**
 * What a row's own buttons get: the row, a reload, and the engine's remove as a menu item when
 * the resource puts it in its rows' "More" menu (`removeInMenu`; the buttons draw the menu).
 */
export type ResourceActionsProps = { row: Row; reload: () => void; remove?: RowMenuItem };

/**
 * Header totals above the table (a registry resource's `totals`): the endpoint answering the
 * count and each sum for the list's filter, the count's label and each figure's.
 */
export type ListTotals = {
  endpoint: EndpointDef;
  count?: Translations;
  figures: readonly { name: string; label: Translations; money: boolean }[];
};

export type ResourceDef<M extends ResourceLabels> = {
  /** Unique key: catalogue namespace `resource.<key>`, query key and test ids. */
  key: string;
  endpoints: { list: EndpointDef; edit?: EndpointDef; remove?: EndpointDef };
  /**
   * Authority codes guarding the list, edit (add and edit) and remove buttons. A string is the
   * screen's code prefix: `USER` means USER_LIST, USER_EDIT, USER_REMOVE.
   */
  authority: string | { list?: string; edit?: string; remove?: string };
  fields: { [K in keyof M['fields']]: FieldDef };
  labels: { en: M; zh: SameKeys<M>; es: SameKeys<M> };
  rowKey?: string;
  /** Tenant and organisation selectors in the search area (default both). */
  scope?: { tenant?: boolean; organ?: boolean };
  /** An export button that creates a server export of the current filter (default true). */
  exportable?: boolean;
  /** Rows shown as a tree nested by this parent field (authority and organisation trees). */
  treeParent?: string;
  /** Header totals of the current filter above the table (registry-totals.tsx). */
  totals?: ListTotals;
  /** A fixed part of every list body. */
  baseFilter?: Row;
  /** Record → form values (default: the record). */
  toForm?: (row: Row) => Row;
  /** Form values → edit body (default: the values, plus the id when editing). */
  toBody?: (values: Row, row: Row | null) => Row;
  /** After a save or remove succeeded (e.g. reload the session's organisation tree). */
  afterChange?: () => void;
  /** More buttons per row (details, move, reset password...). */
  rowActions?: ComponentType<ResourceActionsProps>;
  /** The engine draws no remove button: rowActions gets it as `remove` for its "More" menu. */
  removeInMenu?: boolean;
  /** Whether a row may still be edited and removed (its state allows it); default every row. */
  rowEditable?: (row: Row) => boolean;
  /** Whether the user may add records at all (shared kinds: the owner's users only); default yes. */
  mayAdd?: () => boolean;
};

export type ResolvedField = FieldDef & {
  name: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly (string | number)[];
};

export type Resource<M extends ResourceLabels = ResourceLabels> = ResourceDef<M> & {
  messages: FeatureMessages<M>;
  codes: { list?: string; edit?: string; remove?: string };
  resolved: ResolvedField[];
};

const kindOf = (info: SchemaFieldInfo | undefined, def: FieldDef): FieldKind => {
  if (def.kind) return def.kind;
  if ((def.dictionary || def.options) && info?.kind !== 'switch') return 'select';
  switch (info?.kind) {
    case 'number':
      return 'number';
    case 'switch':
      return 'switch';
    case 'select':
      return 'select';
    default:
      return 'text';
  }
};

/** Merges what the declaration says with what the contract's schemas say, declaration first. */
export const resolveFields = (
  fields: Record<string, FieldDef>,
  editBody: unknown,
): ResolvedField[] => {
  const schema = describeSchema(editBody as Parameters<typeof describeSchema>[0]);
  return Object.entries(fields).map(([name, def]) => {
    const info = schema[name];
    const options = def.options ?? info?.options;
    return {
      ...def,
      name,
      kind: kindOf(info, def),
      required: def.required ?? info?.required ?? false,
      ...((def.max ?? info?.max) !== undefined ? { max: def.max ?? info?.max } : {}),
      ...((def.min ?? info?.min) !== undefined ? { min: def.min ?? info?.min } : {}),
      ...(options ? { options } : {}),
      form: def.form ?? (Boolean(info) && name !== 'id'),
    };
  });
};

const codesOf = (authority: ResourceDef<ResourceLabels>['authority']) =>
  typeof authority === 'string'
    ? { list: `${authority}_LIST`, edit: `${authority}_EDIT`, remove: `${authority}_REMOVE` }
    : authority;

/**
 * Declares a resource once: its contract endpoints, fields, labels in zh/en/es and authority
 * codes. The result drives ResourceListScreen and its edit dialog.
 */
export const defineResource = <const M extends ResourceLabels>(
  def: ResourceDef<M>,
): Resource<M> => ({
  ...def,
  messages: defineMessages(`resource.${def.key}`, def.labels),
  codes: codesOf(def.authority),
  resolved: resolveFields(def.fields as Record<string, FieldDef>, def.endpoints.edit?.body),
});
