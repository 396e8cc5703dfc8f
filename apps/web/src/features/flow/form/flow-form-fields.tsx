import { Form, Input, InputNumber, Select } from 'antd';
import type { FlowFormContent, FlowFormField } from '@retail/contract';
import { useLocale } from '../../../lib/i18n';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { flowMessages } from '../flow.i18n';
import { labelIn } from './flow-form-model';

/** What Form.Item hands its control (value, onChange, id), passed on to the antd input. */
type Injected = { value?: never; onChange?: never; id?: string };

const Control = ({
  field,
  label,
  testId,
  ...injected
}: {
  field: FlowFormField;
  label: string;
  testId: string;
} & Injected) => {
  const locale = useLocale();
  const common = { ...injected, 'data-testid': testId, 'aria-label': label };
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={3} maxLength={2000} />;
    case 'number':
      return <InputNumber {...common} style={{ width: '100%' }} />;
    case 'date':
      // The browser's own date input: its value is already YYYY-MM-DD.
      return <Input {...common} type="date" />;
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          options={(field.options ?? []).map((option) => ({
            value: option.value,
            label: labelIn(option.label, locale),
          }))}
        />
      );
    default:
      return <Input {...common} maxLength={2000} />;
  }
};

type Props = {
  fields: FlowFormContent;
  /** Test ids are `<testId>-<key>`. */
  testId: string;
};

/**
 * The fields of a task form as antd inputs inside the caller's Form: one labelled control per
 * field (text, text area, number, date as YYYY-MM-DD, select), required ones marked and checked.
 */
export const FlowFormFields = ({ fields, testId }: Props) => {
  const t = useMessages(flowMessages);
  const locale = useLocale();
  return (
    <>
      {fields.map((field) => {
        const label = labelIn(field.label, locale);
        return (
          <Form.Item
            key={field.key}
            name={field.key}
            label={label}
            rules={
              field.required ? [{ required: true, message: t('form.required', { label }) }] : []
            }
          >
            <Control field={field} label={label} testId={`${testId}-${field.key}`} />
          </Form.Item>
        );
      })}
    </>
  );
};
