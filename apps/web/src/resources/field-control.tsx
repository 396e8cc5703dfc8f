import { Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import type { ResolvedField, Row } from './define-resource';
import { useOrganTreeData, useTenantOptions } from './scope-selectors';

type Props = {
  field: ResolvedField;
  options: Array<{ label: string; value: string | number | boolean }>;
  row: Row | null;
  /** In the search area every control may be cleared and none is a password. */
  inSearch?: boolean;
  disabled?: boolean;
  /** The field's visible label, also the control's accessible name (ids may repeat across views). */
  label?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
};

const TenantSelect = (props: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  testId: string;
  disabled?: boolean;
  label?: string;
}) => (
  <Select
    data-testid={props.testId}
    aria-label={props.label}
    allowClear
    showSearch={{ optionFilterProp: 'label' }}
    options={useTenantOptions()}
    value={props.value as number | undefined}
    onChange={props.onChange}
    disabled={props.disabled}
  />
);

const OrganSelect = (props: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  testId: string;
  disabled?: boolean;
  label?: string;
}) => (
  <TreeSelect
    data-testid={props.testId}
    aria-label={props.label}
    allowClear
    treeDefaultExpandAll
    treeData={useOrganTreeData(null)}
    value={props.value as number | undefined}
    onChange={props.onChange}
    disabled={props.disabled}
  />
);

/** The input of one field, chosen by its kind; antd's Form.Item passes value and onChange. */
export const FieldControl = ({
  field,
  options,
  row,
  inSearch = false,
  disabled,
  label,
  value,
  onChange,
}: Props) => {
  const testId = `field-${field.name}`;
  const Custom = inSearch ? field.filterInput : field.input;
  if (Custom) return <Custom value={value} onChange={onChange} row={row} label={label} />;
  switch (field.kind) {
    case 'number':
      return (
        <InputNumber
          data-testid={testId}
          aria-label={label}
          style={{ width: '100%' }}
          value={value as number}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'switch':
      return inSearch ? (
        <Select
          data-testid={testId}
          aria-label={label}
          allowClear
          options={options}
          value={value}
          onChange={onChange}
          style={{ minWidth: 120 }}
        />
      ) : (
        <Switch
          data-testid={testId}
          aria-label={label}
          checked={Boolean(value)}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'select':
    case 'multi-select':
      return (
        <Select
          data-testid={testId}
          aria-label={label}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 160 }}
          mode={field.kind === 'multi-select' ? 'multiple' : undefined}
          options={options}
          value={value as string}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'tenant':
      return (
        <TenantSelect
          testId={testId}
          label={label}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'organ':
      return (
        <OrganSelect
          testId={testId}
          label={label}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'password':
      return inSearch ? null : (
        <Input.Password
          data-testid={testId}
          aria-label={label}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          autoComplete="new-password"
        />
      );
    case 'textarea':
      return inSearch ? (
        <Input
          data-testid={testId}
          aria-label={label}
          allowClear
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      ) : (
        <Input.TextArea
          data-testid={testId}
          aria-label={label}
          rows={3}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          maxLength={field.max}
        />
      );
    default:
      return (
        <Input
          data-testid={testId}
          aria-label={label}
          allowClear={inSearch}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          maxLength={inSearch ? undefined : field.max}
        />
      );
  }
};
