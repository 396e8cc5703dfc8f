import { useState, type ComponentType } from 'react';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  type ActionDeclaration,
  type EndpointDef,
  type Resource as Declared,
  resources,
} from '@retail/contract';
import { z } from 'zod';
import { EditDialog } from '../components/list/edit-dialog';
import { RowButton } from '../components/list/row-cells';
import { useLocale } from '../lib/i18n';
import { textOf, useMessages } from '../lib/i18n/feature-messages';
import { ApiError } from '../lib/http';
import { Authorized } from '../lib/permission';
import type { ResourceActionsProps } from './define-resource';
import { callEndpoint } from './resource-call';
import { HistoryButton } from './registry-history';
import { LinesButton, type LinesOf } from './registry-lines';
import { TransitionButton } from './registry-transition';
import { resourceMessages } from './resources.i18n';

// The buttons of a registry resource's rows beyond edit and remove: its document's lines, the
// steps of its life cycle (on the rows whose state they start from), its other declared
// actions and its history. A plain action's input names the row by `id` or `ids`; its other
// fields are asked in a dialog. A list of ids named after a registry resource (`deviceIds`) is
// chosen among that resource's records, narrowed by the references the row shares with them
// (a template's devices of its own type).

type InputField = {
  name: string;
  options?: readonly (string | number)[];
  /** A text (a remark): its longest length. */
  text?: { max?: number };
  /** `deviceIds`: records of the `device` resource. */
  manyOf?: Declared;
  /** The input may be left out (its schema takes no value). */
  optional: boolean;
};

const inputFields = new WeakMap<EndpointDef, InputField[]>();

/** The fields of an action's input besides the row it acts on (worked out once per action). */
const inputFieldsOf = (def: EndpointDef): InputField[] => {
  const known = inputFields.get(def);
  if (known) return known;
  const fields = fieldsOfInput(def);
  inputFields.set(def, fields);
  return fields;
};

/** The fields of an action's input besides the row it acts on, with their fixed values. */
const fieldsOfInput = (def: EndpointDef): InputField[] => {
  const shape = (def.body as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.entries(shape)
    .filter(([name]) => name !== 'id' && name !== 'ids')
    .map(([name, schema]) => {
      const json = z.toJSONSchema(schema, { io: 'input' }) as {
        anyOf?: { const?: string | number }[];
        enum?: (string | number)[];
        type?: string;
        maxLength?: number;
        items?: { type?: string };
      };
      const manyOf =
        json.type === 'array' && json.items?.type === 'integer' && name.endsWith('Ids')
          ? (resources as unknown as Record<string, Declared | undefined>)[name.slice(0, -3)]
          : undefined;
      // An input the schema lets go unsent is not required in the dialog either.
      const optional = schema.safeParse(undefined).success;
      if (manyOf) return { name, manyOf, optional };
      const literals = json.anyOf?.map((part) => part.const).filter((v) => v !== undefined);
      const options = json.enum ?? (literals && literals.length > 0 ? literals : undefined);
      if (options) return { name, options: options as (string | number)[], optional };
      return json.type === 'string'
        ? { name, text: { max: json.maxLength }, optional }
        : { name, optional };
    });
};

/** Records of a resource to choose several of, narrowed by the row's shared references. */
const ManySelect = ({
  of,
  row,
  label,
  testId,
  value,
  onChange,
}: {
  of: Declared;
  row: Record<string, unknown>;
  label: string;
  testId: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}) => {
  const filter = (of.schemas.filter as z.ZodObject).shape as Record<string, unknown>;
  const body = Object.fromEntries(
    Object.entries(of.fields)
      .filter(
        ([name, spec]) =>
          spec.kind === 'reference' && name in filter && typeof row[name] === 'number',
      )
      .map(([name]) => [name, row[name]]),
  );
  const choices = useQuery({
    queryKey: [of.endpoints.queryForList.path, body],
    queryFn: () => callEndpoint(of.endpoints.queryForList, { body, quiet: true }),
  });
  const rows = (choices.data ?? []) as Array<Record<string, unknown>>;
  return (
    <Select
      mode="multiple"
      data-testid={testId}
      aria-label={label}
      loading={choices.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? []}
      onChange={(next: number[]) => onChange?.(next)}
      options={rows.map((choice) => ({
        value: choice.id as number,
        label: String(choice[of.display] ?? choice.id),
      }))}
    />
  );
};

type ActionLabels = {
  fields: Record<string, string>;
  options?: Record<string, Record<string, string>>;
  actions?: Record<string, string>;
  inputs?: Record<string, string>;
  inputOptions?: Record<string, Record<string, string>>;
};

type DialogProps = {
  row: ResourceActionsProps['row'];
  name: string;
  title: string;
  fields: ReturnType<typeof inputFieldsOf>;
  labels: ActionLabels;
  busy: boolean;
  run: (values: Record<string, unknown>) => void;
  onClose: () => void;
};

/** The inputs an action asks for, filled from the row (its form is made when it opens). */
const ActionDialog = ({ row, name, title, fields, labels, busy, run, onClose }: DialogProps) => {
  const t = useMessages(resourceMessages);
  const locale = useLocale();
  const [form] = Form.useForm();
  return (
    <EditDialog
      open
      title={title}
      dirty={false}
      submitting={busy}
      onClose={onClose}
      onSubmit={() => void form.validateFields().then(run, () => undefined)}
      testId={`action-dialog-${name}`}
    >
      <Form form={form} layout="vertical" initialValues={row}>
        {fields.map((field) => {
          const label =
            labels.inputs?.[field.name] ??
            labels.fields[field.name] ??
            field.manyOf?.labels[locale].title ??
            field.name;
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={label}
              rules={[
                {
                  required: !field.optional,
                  ...(field.manyOf ? { type: 'array' as const } : {}),
                  message: t('required', { label }),
                },
              ]}
            >
              {field.manyOf ? (
                <ManySelect
                  of={field.manyOf}
                  row={row as Record<string, unknown>}
                  label={label}
                  testId={`field-${field.name}`}
                />
              ) : field.options ? (
                <Select
                  data-testid={`field-${field.name}`}
                  aria-label={label}
                  allowClear={field.optional}
                  options={field.options.map((value) => ({
                    value,
                    label:
                      labels.inputOptions?.[field.name]?.[String(value)] ??
                      labels.options?.[field.name]?.[String(value)] ??
                      String(value),
                  }))}
                />
              ) : field.text ? (
                <Input.TextArea
                  data-testid={`field-${field.name}`}
                  aria-label={label}
                  maxLength={field.text.max}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                />
              ) : (
                <InputNumber data-testid={`field-${field.name}`} aria-label={label} />
              )}
            </Form.Item>
          );
        })}
      </Form>
    </EditDialog>
  );
};

const ActionButton = ({
  declared,
  name,
  row,
  reload,
}: ResourceActionsProps & { declared: Declared; name: string }) => {
  const locale = useLocale();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const def = (declared.endpoints as Record<string, EndpointDef>)[name];
  if (!def) return null;
  const labels = declared.labels[locale] as ActionLabels;
  const fields = inputFieldsOf(def);
  const shape = (def.body as z.ZodObject).shape as Record<string, unknown>;
  const target = 'ids' in shape ? { ids: [row.id] } : { id: row.id };

  const run = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await callEndpoint(def, { body: { ...values, ...target } });
      void message.success(textOf(resourceMessages)('saved'));
      setOpen(false);
      reload();
    } catch (error) {
      // A refused action says why; the HTTP client showed other failures.
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  const title = labels.actions?.[name] ?? name;
  return (
    <Authorized code={(declared.actionCodes as Record<string, string>)[name] ?? ''}>
      <RowButton
        busy={busy && !open}
        data-testid={`action-${name}-${String(row.id)}`}
        onClick={() => (fields.length === 0 ? void run({}) : setOpen(true))}
      >
        {title}
      </RowButton>
      {open && (
        <ActionDialog
          row={row}
          name={name}
          title={title}
          fields={fields}
          labels={labels}
          busy={busy}
          run={(values) => void run(values)}
          onClose={() => setOpen(false)}
        />
      )}
    </Authorized>
  );
};

/** The row buttons of a resource: lines, state steps, other actions, history. */
export const RegistryActions = (
  declared: Declared,
  lines: readonly LinesOf[] = [],
): ComponentType<ResourceActionsProps> => {
  const actions = Object.entries((declared.actions ?? {}) as Record<string, ActionDeclaration>);
  const steps = actions.filter(([, action]) => action.transition).map(([name]) => name);
  const others = actions
    .filter(([, action]) => !action.transition && !action.ownButton)
    .map(([name]) => name);
  const history = 'history' in declared.endpoints;
  const Actions = (props: ResourceActionsProps) => (
    <>
      {lines.map((child) => (
        <LinesButton key={child.declared.key} {...props} parent={declared} lines={child} />
      ))}
      {steps.map((name) => (
        <TransitionButton key={name} {...props} declared={declared} name={name} />
      ))}
      {others.map((name) => (
        <ActionButton key={name} {...props} declared={declared} name={name} />
      ))}
      {history && <HistoryButton {...props} declared={declared} />}
    </>
  );
  Actions.displayName = `RegistryActions(${declared.key})`;
  return Actions;
};
