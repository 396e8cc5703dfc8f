import { useMemo, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import type { FieldInputProps } from '../../resources/define-resource';

/** Query key of the category properties' options: the properties screen invalidates it. */
export const TYPE_PROPS_OPTIONS_KEY = ['type-props-options'] as const;

type Props = {
  value?: unknown;
  onChange?: (value: unknown) => void;
  testId?: string;
  placeholder?: string;
  style?: CSSProperties;
  /** The visible label beside it: the control's accessible name. */
  label?: string;
};

/** A category property, shown as "category / property". */
export const TypePropsSelect = ({
  value,
  onChange,
  testId = 'field-propsId',
  placeholder,
  style,
  label,
}: Props) => {
  const query = useQuery({
    queryKey: TYPE_PROPS_OPTIONS_KEY,
    queryFn: () => call(endpoints.goodsTypeProps.queryForList, { body: {}, quiet: true }),
  });
  const options = useMemo(
    () =>
      (query.data ?? []).map((row) => ({
        value: row.id,
        label: row.goodsTypeName ? `${row.goodsTypeName} / ${row.propName}` : row.propName,
      })),
    [query.data],
  );
  return (
    <Select<number>
      data-testid={testId}
      aria-label={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={query.isLoading}
      placeholder={placeholder}
      style={{ minWidth: 220, ...style }}
      options={options}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
};

export const TypePropsField = ({ value, onChange, label }: FieldInputProps) => (
  <TypePropsSelect value={value} onChange={onChange} {...(label ? { label } : {})} />
);
