import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  type EndpointDef,
  endpoints,
  type FieldSpec,
  kebabCase,
  nameFieldOf,
  type Resource as Declared,
  type ResourceKey,
  resourceList,
  resources,
} from '@retail/contract';
import {
  ColorInput,
  colourCell,
  DateTimeInput,
  DayInput,
  MoneyInput,
  moneyCell,
  thumbnail,
  thumbnailText,
} from '../components/field-cells';
// Not the file bank's index: it would bring the whole file bank (dialogs, upload) with it.
import { LazyImageUrlInput as ImageUrlInput } from '../components/lazy-inputs';
import {
  defineResource,
  type FieldDef,
  type FieldInputProps,
  type Resource,
  type ResourceLabels,
} from './define-resource';
import { callEndpoint } from './resource-call';
import { RegistryActions } from './registry-actions';
import { editableRow, mayAddRow, stateColour } from './registry-state';
import { registryTree } from './registry-tree';
import { describeSchemaField } from './schema-fields';

// A registry resource (packages/contract/src/registry) as the engine's screen: every field kind
// has one control and one cell, labels and authority codes come from the declaration.

/** A record of the referenced resource, chosen by its display field. */
const ReferenceSelect = ({
  list,
  display,
  testId,
  value,
  onChange,
  label,
}: FieldInputProps & { list: EndpointDef; display: string; testId: string }) => {
  const options = useQuery({
    queryKey: [list.path],
    queryFn: () => callEndpoint(list, { body: {}, quiet: true }),
  });
  const rows = (options.data ?? []) as Array<Record<string, unknown>>;
  return (
    <Select
      data-testid={testId}
      aria-label={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 160 }}
      loading={options.isLoading}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      options={rows.map((row) => ({
        value: row.id as number,
        label: String(row[display] ?? row.id),
      }))}
    />
  );
};

/** The choices of a reference: a registry resource's, or an endpoint of another group. */
const choicesOf = (spec: FieldSpec): { list: EndpointDef; display: string } | undefined => {
  const target = resources[spec.references as ResourceKey] as Declared | undefined;
  if (target) return { list: target.endpoints.queryForList, display: target.display };
  const group = (endpoints as Record<string, Record<string, EndpointDef>>)[spec.references ?? ''];
  const list = group?.[spec.referenceList ?? 'queryForList'];
  return list ? { list, display: spec.referenceDisplay ?? 'name' } : undefined;
};

/** A chooser of the reference's records (none when it has no list: a feature gives its own). */
const referenceInput = (spec: FieldSpec, name: string) => {
  const choices = choicesOf(spec);
  if (!choices) return undefined;
  const Input = (props: FieldInputProps) => (
    <ReferenceSelect {...props} {...choices} testId={`field-${name}`} />
  );
  Input.displayName = `ReferenceSelect(${name})`;
  return Input;
};

/** A money control holding cents, within the field's limits. */
const moneyInput = (spec: FieldSpec, name: string) => {
  const { min, max } = describeSchemaField(spec.edit);
  const Input = (props: FieldInputProps) => (
    <MoneyInput {...props} testId={`field-${name}`} min={min} max={max} />
  );
  Input.displayName = `MoneyInput(${name})`;
  return Input;
};

/** A day of `createdBetween`'s search fields: only in the search area. */
const dayFilter = (name: 'createdFrom' | 'createdTo'): FieldDef => {
  const Input = (props: FieldInputProps) => <DayInput {...props} testId={`field-${name}`} />;
  Input.displayName = `DayInput(${name})`;
  return { filter: true, column: false, form: false, filterInput: Input };
};

/** The engine's field of one declared field kind. */
const kindField = (name: string, spec: FieldSpec): FieldDef => {
  const shown = {
    ...(spec.filter ? { filter: true } : {}),
    ...(spec.list === false ? { column: false } : {}),
    ...(spec.defaultValue !== undefined ? { defaultValue: spec.defaultValue } : {}),
  };
  switch (spec.kind) {
    case 'image':
      return { ...shown, input: ImageUrlInput, width: 80, render: thumbnail, text: thumbnailText };
    case 'colour':
      return { ...shown, input: ColorInput, render: colourCell };
    case 'select':
      return {
        ...shown,
        options: spec.options ?? [],
        width: 100,
        ...(spec.editableIn ? { tagColour: stateColour(spec.editableIn) } : {}),
      };
    case 'number':
      return { ...shown, kind: 'number', width: 90 };
    case 'money': {
      const input = moneyInput(spec, name);
      return { ...shown, input, filterInput: input, render: moneyCell, align: 'right', width: 110 };
    }
    case 'textarea':
      return { ...shown, kind: 'textarea' };
    case 'datetime': {
      const Input = (props: FieldInputProps) => (
        <DateTimeInput {...props} testId={`field-${name}`} />
      );
      Input.displayName = `DateTimeInput(${name})`;
      return { ...shown, input: Input, width: 170 };
    }
    case 'switch':
      return { ...shown, kind: 'switch', defaultValue: spec.defaultValue === 1, width: 90 };
    case 'reference': {
      const input = referenceInput(spec, name);
      // A named reference shows its name in a column of its own.
      return {
        ...shown,
        ...(input ? { input, filterInput: input } : {}),
        ...(spec.named ? { column: false } : {}),
      };
    }
    default:
      return shown;
  }
};

/** A field the server sets (a number, a total, a state) is shown, never edited. */
const fieldOf = (name: string, spec: FieldSpec): FieldDef =>
  spec.readOnly ? { ...kindField(name, spec), form: false } : kindField(name, spec);

/** The resources whose records are this one's lines (a receipt order's lines). */
export const linesOf = (declared: Declared): Declared[] =>
  resourceList().filter((candidate) => candidate.parent?.resource === declared.key);

/** What a feature changes of the generic screen (a tree chooser instead of a list, say). */
export type RegistryOverrides = {
  fields?: Record<string, Partial<FieldDef>>;
  /** Scope selectors of the search area (default both; lines shown in a drawer have none). */
  scope?: { tenant?: boolean; organ?: boolean };
  /** The resources whose records are this one's lines (default: the registry's naming it). */
  lines?: readonly Declared[];
  /**
   * Records of other resources that name this one by a reference (a pay order's refunds):
   * each a drawer on the row, titled by the resource, listing them read-only.
   */
  related?: readonly { declared: Declared; field: string; by?: string }[];
  /** After a record was created, changed or removed (the session's copy follows). */
  afterChange?: () => void;
};

/**
 * The engine's resource of a document's lines as its parent's screen shows them: the parent
 * field is fixed (not searched, not edited, not a column); `linesForParent` narrows it to one.
 */
export const linesResource = (child: Declared, field = child.parent?.field ?? ''): Resource => {
  const fixed = { form: false, filter: false, column: false } satisfies Partial<FieldDef>;
  return registryResource(child, {
    fields: { [field]: fixed, [nameFieldOf(field)]: fixed },
    scope: { tenant: false, organ: false },
  });
};

/** The engine's resource of a registry declaration. */
export const registryResource = (
  declared: Declared,
  overrides: RegistryOverrides = {},
): Resource => {
  const named = Object.entries(declared.fields).filter(([, spec]) => spec.named);
  // A tree: the whole tree listed, its parent chosen on it (tree resources, registry-tree.tsx).
  const tree = registryTree(declared);
  const treeField = (name: string) => (name === tree?.treeParent ? tree.parentField : {});
  const fields: Record<string, FieldDef> = {
    id: { form: false, width: 70 },
    ...Object.fromEntries(
      Object.entries(declared.fields).flatMap(([name, spec]) => [
        [name, { ...fieldOf(name, spec), ...treeField(name), ...overrides.fields?.[name] }],
        ...(spec.named
          ? [[nameFieldOf(name), { form: false, ...overrides.fields?.[nameFieldOf(name)] }]]
          : []),
      ]),
    ),
    // A store's record takes its store's organisation: no organisation to choose.
    ...(declared.scope === 'organ' ? { organId: { kind: 'organ', column: false } } : {}),
    updateDate: { form: false },
    ...(declared.createdBetween
      ? { createdFrom: dayFilter('createdFrom'), createdTo: dayFilter('createdTo') }
      : {}),
  };
  // A name column is labelled as its reference.
  const labels = Object.fromEntries(
    Object.entries(declared.labels).map(([locale, text]) => [
      locale,
      {
        ...text,
        fields: {
          ...text.fields,
          ...Object.fromEntries(
            named.map(([name]) => [
              nameFieldOf(name),
              (text.fields as Record<string, string>)[name],
            ]),
          ),
        },
      },
    ]),
  ) as unknown as Record<'en' | 'zh' | 'es', ResourceLabels>;
  // A read-only resource (a ledger) has no edit or remove: no add, edit or remove buttons.
  const endpoints = declared.endpoints as Record<string, EndpointDef | undefined> & {
    list: EndpointDef;
  };
  const lines = [
    ...(overrides.lines ?? linesOf(declared)).map((child) => ({
      declared: child,
      resource: linesResource(child),
      field: child.parent?.field ?? '',
    })),
    ...(overrides.related ?? []).map(({ declared: child, field, by }) => ({
      declared: child,
      resource: linesResource(child, field),
      field,
      related: true,
      ...(by ? { by } : {}),
    })),
  ];
  const hasRowActions =
    Object.keys(declared.actions ?? {}).length > 0 ||
    Boolean(endpoints.history) ||
    lines.length > 0;
  const rowActions = hasRowActions ? RegistryActions(declared, lines) : undefined;
  const engine: Resource = defineResource({
    key: kebabCase(declared.key),
    endpoints: {
      list: tree?.list ?? endpoints.list,
      ...(endpoints.edit ? { edit: endpoints.edit } : {}),
      ...(endpoints.remove ? { remove: endpoints.remove } : {}),
    },
    authority: declared.codes,
    fields,
    labels: { en: labels.en, zh: labels.zh, es: labels.es },
    exportable: declared.exportable,
    ...(declared.totals && endpoints.totals
      ? {
          totals: {
            endpoint: endpoints.totals,
            ...(declared.totals.count ? { count: declared.totals.count } : {}),
            figures: Object.entries(declared.totals.sums).map(([name, sum]) => ({
              name,
              label: sum.label,
              money: declared.fields[sum.field]?.kind === 'money',
            })),
          },
        }
      : {}),
    ...(overrides.scope ? { scope: overrides.scope } : {}),
    ...(overrides.afterChange ? { afterChange: overrides.afterChange } : {}),
    ...(declared.stateField || declared.scope === 'tenant' || declared.scope === 'platform'
      ? { rowEditable: editableRow(declared), mayAdd: mayAddRow(declared) }
      : {}),
    ...(tree
      ? { treeParent: tree.treeParent, rowActions: tree.rowActions(() => engine, rowActions) }
      : rowActions
        ? { rowActions }
        : {}),
  });
  return engine;
};
