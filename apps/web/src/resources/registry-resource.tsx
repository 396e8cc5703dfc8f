import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  type EndpointDef,
  type FieldSpec,
  kebabCase,
  type Resource as Declared,
  type ResourceKey,
  resources,
} from '@retail/contract';
import { ColorInput, colourCell, thumbnail } from '../components/field-cells';
import { ImageUrlInput } from '../components/file-bank';
import {
  defineResource,
  type FieldDef,
  type FieldInputProps,
  type Resource,
  type ResourceLabels,
} from './define-resource';
import { callEndpoint } from './resource-call';
import { RegistryActions } from './registry-actions';

// A registry resource (packages/contract/src/registry) as the engine's screen: every field kind
// has one control and one cell, labels and authority codes come from the declaration.

/** A record of the referenced resource, chosen by its display field. */
const ReferenceSelect = ({
  target,
  testId,
  value,
  onChange,
}: FieldInputProps & { target: Declared; testId: string }) => {
  const options = useQuery({
    queryKey: [`${target.key}-options`],
    queryFn: () => callEndpoint(target.endpoints.queryForList, { body: {}, quiet: true }),
  });
  const rows = (options.data ?? []) as Array<Record<string, unknown>>;
  return (
    <Select
      data-testid={testId}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 160 }}
      loading={options.isLoading}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      options={rows.map((row) => ({
        value: row.id as number,
        label: String(row[target.display] ?? row.id),
      }))}
    />
  );
};

const referenceInput = (target: Declared, name: string) => {
  const Input = (props: FieldInputProps) => (
    <ReferenceSelect {...props} target={target} testId={`field-${name}`} />
  );
  Input.displayName = `ReferenceSelect(${target.key})`;
  return Input;
};

/** The engine's field of one declared field kind. */
const fieldOf = (name: string, spec: FieldSpec): FieldDef => {
  const shown = {
    ...(spec.filter ? { filter: true } : {}),
    ...(spec.list === false ? { column: false } : {}),
    ...(spec.defaultValue !== undefined ? { defaultValue: spec.defaultValue } : {}),
  };
  switch (spec.kind) {
    case 'image':
      return { ...shown, input: ImageUrlInput, width: 80, render: thumbnail };
    case 'colour':
      return { ...shown, input: ColorInput, render: colourCell };
    case 'select':
      return { ...shown, options: spec.options ?? [], width: 100 };
    case 'number':
      return { ...shown, kind: 'number', width: 90 };
    case 'textarea':
      return { ...shown, kind: 'textarea' };
    case 'reference': {
      const target = resources[spec.references as ResourceKey] as Declared;
      const input = referenceInput(target, name);
      return { ...shown, input, filterInput: input };
    }
    default:
      return shown;
  }
};

/** The engine's resource of a registry declaration. */
export const registryResource = (declared: Declared): Resource => {
  const fields: Record<string, FieldDef> = {
    id: { form: false, width: 70 },
    ...Object.fromEntries(
      Object.entries(declared.fields).map(([name, spec]) => [name, fieldOf(name, spec)]),
    ),
    organId: { kind: 'organ', column: false },
    updateDate: { form: false },
  };
  const labels = declared.labels as unknown as Record<'en' | 'zh' | 'es', ResourceLabels>;
  const endpoints = declared.endpoints as Record<string, EndpointDef> & {
    list: EndpointDef;
    edit: EndpointDef;
    remove: EndpointDef;
  };
  return defineResource({
    key: kebabCase(declared.key),
    endpoints: { list: endpoints.list, edit: endpoints.edit, remove: endpoints.remove },
    authority: declared.codes,
    fields,
    labels: { en: labels.en, zh: labels.zh, es: labels.es },
    exportable: declared.exportable,
    ...(Object.keys(declared.actions ?? {}).length > 0
      ? { rowActions: RegistryActions(declared) }
      : {}),
  });
};
