import { useId, useState } from 'react';
import { App, Flex, Input, Modal, Select, Typography } from 'antd';
import { RowButton, useRowDialog } from '../components/list/row-cells';
import { useQuery } from '@tanstack/react-query';
import {
  type ActionDeclaration,
  type EndpointDef,
  type Resource as Declared,
  resources,
} from '@retail/contract';
import type { z } from 'zod';
import { useLocale } from '../lib/i18n';
import { useMessages } from '../lib/i18n/feature-messages';
import { ApiError } from '../lib/http';
import { Authorized } from '../lib/permission';
import type { ResourceActionsProps } from './define-resource';
import { callEndpoint } from './resource-call';
import { actionLabel, recordName } from './registry-state';
import { registryMessages } from './registry.i18n';
import { resourceMessages } from './resources.i18n';

// A step of a record's life cycle (receive, void, ship): a button on the rows whose state it
// starts from, a confirmation with a remark for the history (required where the step needs a
// reason) and the step's other fields (a shipment's company and tracking number: a reference
// is chosen among the referenced resource's records), then the list again.

const REMARK_MAX = 500;

type StepField = { name: string; references?: Declared };

/** The step's input fields besides the record and its remark; whether the remark is required. */
const stepInputOf = (declared: Declared, def: EndpointDef) => {
  const shape = (def.body as z.ZodObject).shape as Record<string, z.ZodType>;
  const fields: StepField[] = Object.keys(shape)
    .filter((name) => name !== 'id' && name !== 'remark')
    .map((name) => {
      const spec = declared.fields[name];
      const target =
        spec?.kind === 'reference' && !spec.referenceTable
          ? (resources as unknown as Record<string, Declared | undefined>)[spec.references ?? '']
          : undefined;
      return target ? { name, references: target } : { name };
    });
  const remark = shape.remark;
  return { fields, remarkRequired: remark ? !remark.safeParse(null).success : false };
};

/** One record of a referenced resource, chosen by its name. */
const ReferenceSelect = ({
  of,
  label,
  testId,
  value,
  onChange,
}: {
  of: Declared;
  label: string;
  testId: string;
  value: number | undefined;
  onChange: (value: number) => void;
}) => {
  const choices = useQuery({
    queryKey: [of.endpoints.queryForList.path, {}],
    queryFn: () => callEndpoint(of.endpoints.queryForList, { body: {}, quiet: true }),
  });
  const rows = (choices.data ?? []) as Array<Record<string, unknown>>;
  return (
    <Select
      data-testid={testId}
      aria-label={label}
      loading={choices.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={rows.map((choice) => ({
        value: choice.id as number,
        label: String(choice[of.display] ?? choice.id),
      }))}
    />
  );
};

type Props = ResourceActionsProps & { declared: Declared; name: string };

/** The row button of a transition action and its confirmation. */
export const TransitionButton = ({ declared, name, row, reload }: Props) => {
  const t = useMessages(registryMessages);
  const tr = useMessages(resourceMessages);
  const locale = useLocale();
  const { message } = App.useApp();
  const { open, setOpen, mounted } = useRowDialog();
  const [busy, setBusy] = useState(false);
  const [remark, setRemark] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const remarkId = useId();
  const fieldId = useId();
  const action = (declared.actions as Record<string, ActionDeclaration> | undefined)?.[name];
  const def = (declared.endpoints as Record<string, EndpointDef | undefined>)[name];
  const field = declared.stateField;
  // Only from the states the step starts from.
  if (!action?.transition || !def || !field) return null;
  if (!action.transition.from.includes(row[field] as number)) return null;
  const label = actionLabel(declared, name, locale);
  const id = String(row.id);
  const { fields, remarkRequired } = stepInputOf(declared, def);
  const fieldLabels = declared.labels[locale].fields as Record<string, string>;

  const run = async () => {
    const text = remark.trim();
    // Texts are kept as typed (a space between two words) and trimmed when sent.
    const sent = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'string' ? value.trim() : value,
      ]),
    );
    const empty = [
      ...fields.filter((field) => sent[field.name] === undefined || sent[field.name] === ''),
      ...(remarkRequired && !text ? [{ name: 'remark' }] : []),
    ].map((field) => field.name);
    setMissing(empty);
    if (empty.length > 0) return;
    setBusy(true);
    try {
      await callEndpoint(def, { body: { ...sent, id: row.id, remark: text || null } });
      void message.success(tr('saved'));
    } catch (error) {
      // A refused step (the state moved meanwhile) says why; the client showed other failures.
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setBusy(false);
      setOpen(false);
      reload();
    }
  };

  return (
    <Authorized code={(declared.actionCodes as Record<string, string>)[name] ?? ''}>
      <RowButton
        data-testid={`action-${name}-${id}`}
        onClick={() => {
          setRemark('');
          setValues({});
          setMissing([]);
          setOpen(true);
        }}
      >
        {label}
      </RowButton>
      {mounted && (
        <Modal
          open={open}
          title={label}
          destroyOnHidden
          onCancel={() => setOpen(false)}
          onOk={() => void run()}
          okText={t('ok')}
          cancelText={t('cancel')}
          okButtonProps={{ loading: busy, 'data-testid': `transition-${name}-ok` }}
          cancelButtonProps={{ 'data-testid': `transition-${name}-cancel` }}
        >
          <Flex vertical gap={8} data-testid={`transition-${name}-dialog`}>
            <Typography.Text>
              {t('confirmStep', { action: label, name: recordName(declared, row) })}
            </Typography.Text>
            {fields.map((field, index) => {
              const fieldLabel = fieldLabels[field.name] ?? field.name;
              const testId = `transition-${name}-${field.name}`;
              return (
                <Flex vertical gap={4} key={field.name}>
                  <label htmlFor={`${fieldId}-${field.name}`}>{fieldLabel}</label>
                  {field.references ? (
                    <ReferenceSelect
                      of={field.references}
                      label={fieldLabel}
                      testId={testId}
                      value={values[field.name] as number | undefined}
                      onChange={(value) => setValues((now) => ({ ...now, [field.name]: value }))}
                    />
                  ) : (
                    <Input
                      id={`${fieldId}-${field.name}`}
                      data-testid={testId}
                      maxLength={REMARK_MAX}
                      value={(values[field.name] as string | undefined) ?? ''}
                      onChange={(event) =>
                        setValues((now) => ({ ...now, [field.name]: event.target.value }))
                      }
                      autoFocus={index === 0}
                    />
                  )}
                  {missing.includes(field.name) && (
                    <Typography.Text type="danger" role="alert">
                      {tr('required', { label: fieldLabel })}
                    </Typography.Text>
                  )}
                </Flex>
              );
            })}
            <label htmlFor={remarkId}>{t('remark')}</label>
            <Input.TextArea
              id={remarkId}
              data-testid={`transition-${name}-remark`}
              rows={3}
              maxLength={REMARK_MAX}
              showCount
              placeholder={remarkRequired ? undefined : t('remarkHint')}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
              autoFocus={fields.length === 0}
            />
            {missing.includes('remark') && (
              <Typography.Text type="danger" role="alert">
                {tr('required', { label: t('remark') })}
              </Typography.Text>
            )}
          </Flex>
        </Modal>
      )}
    </Authorized>
  );
};
