import { useState, type ReactNode } from 'react';
import { App, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { EditDialog } from '../components/list/edit-dialog';
import { useMessages } from '../lib/i18n/feature-messages';
import { ApiError } from '../lib/http';
import { useSession } from '../lib/session-store';
import type { Resource, ResolvedField, Row } from './define-resource';
import { FieldControl } from './field-control';
import { callEndpoint } from './resource-call';
import type { ResourceText } from './resource-text';
import { resourceMessages } from './resources.i18n';

type Props = {
  resource: Resource;
  text: ResourceText;
  /** The visible flag: false closed; null adding; a row editing it. */
  editing: Row | null | false;
  onClose: () => void;
  /** After a save succeeded, with the server's answer (the saved record). */
  onSaved: (saved: unknown) => void;
  /** Replaces the default title (新增… / 编辑…), e.g. a chooser's 添加商品规格. */
  title?: ReactNode;
};

const rowKeyOf = (resource: Resource) => resource.rowKey ?? 'id';

/** The edit dialog of a resource: its form fields with their rules; saving shows 操作成功!. */
export const ResourceEditDialog = ({ resource, text, editing, onClose, onSaved, title }: Props) => {
  const t = useMessages(resourceMessages);
  const { message } = App.useApp();
  const { visibleMap } = useSession();
  const [form] = Form.useForm<Row>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const open = editing !== false;
  const row = editing === false ? null : editing;

  // A field guarded by an authority does not exist (not shown, not required) without it.
  const fields = resource.resolved.filter(
    (field) =>
      field.form &&
      !(field.createOnly && row) &&
      (!field.authority || visibleMap[field.authority] === true),
  );

  const rulesOf = (field: ResolvedField): Rule[] => {
    const label = text.label(field.name);
    const rules: Rule[] = [];
    if (field.required) {
      rules.push({ required: true, message: t('required', { label }) });
    }
    const textual = field.kind === 'text' || field.kind === 'textarea' || field.kind === 'password';
    if (textual && field.max !== undefined)
      rules.push({ max: field.max, message: t('tooLong', { label, max: field.max }) });
    if (textual && field.min !== undefined && field.min > 1)
      rules.push({ min: field.min, message: t('tooShort', { label, min: field.min }) });
    return rules;
  };

  const initialValues = (): Row => {
    if (row) return resource.toForm ? resource.toForm(row) : row;
    return Object.fromEntries(
      fields
        .filter((field) => field.defaultValue !== undefined)
        .map((field) => [field.name, field.defaultValue]),
    );
  };

  const close = () => {
    setDirty(false);
    onClose();
  };

  const submit = async () => {
    const edit = resource.endpoints.edit;
    if (!edit) return;
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is wrong.
    }
    const key = rowKeyOf(resource);
    const body = resource.toBody
      ? resource.toBody(values, row)
      : { ...values, ...(row && row[key] !== undefined ? { [key]: row[key] } : {}) };
    setSaving(true);
    try {
      const saved = await callEndpoint(edit, { body });
      void message.success(t('saved'));
      close();
      onSaved(saved);
      resource.afterChange?.();
    } catch (error) {
      // A refused save (400) names the field and why; other failures were shown by the client.
      if (error instanceof ApiError && error.status === 400) {
        const field =
          error.field && fields.some((f) => f.name === error.field) ? error.field : undefined;
        if (field) form.setFields([{ name: field, errors: [error.message] }]);
        else void message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialog
      open={open}
      dirty={dirty}
      title={title ?? t(row ? 'editTitle' : 'createTitle', { title: text.title })}
      onClose={close}
      onSubmit={() => void submit()}
      submitting={saving}
      testId={`${resource.key}-edit-dialog`}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={open ? initialValues() : undefined}
        onValuesChange={() => setDirty(true)}
        preserve={false}
      >
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={text.label(field.name)}
            rules={rulesOf(field)}
          >
            <FieldControl
              field={field}
              options={text.options(field)}
              row={row}
              label={text.label(field.name)}
              disabled={Boolean(row && field.readOnlyOnEdit)}
            />
          </Form.Item>
        ))}
      </Form>
    </EditDialog>
  );
};
