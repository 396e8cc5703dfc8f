import { useMemo, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import type { FieldInputProps } from '../../resources/define-resource';
import { GoodsTypeSelect } from '../product-chooser/goods-type-tree';

/** Query keys of the selectors' option lists: screens that change them invalidate these. */
export const SPECIFICATION_GROUP_OPTIONS_KEY = ['specification-group-options'] as const;
export const SPECIFICATION_OPTIONS_KEY = ['specification-options'] as const;

type SelectProps = {
  value?: unknown;
  onChange?: (value: unknown) => void;
  testId?: string;
  placeholder?: string;
  style?: CSSProperties;
  /** The visible label beside it: the control's accessible name. */
  label?: string;
};

type Option = { value: number; label: string };

/** A select over options loaded once per mount; a refused load (no authority) offers nothing. */
const OptionSelect = ({
  options,
  loading,
  value,
  onChange,
  testId,
  placeholder,
  style,
  label,
}: SelectProps & { options: Option[]; loading: boolean }) => (
  <Select<number>
    data-testid={testId}
    aria-label={label}
    allowClear
    showSearch={{ optionFilterProp: 'label' }}
    loading={loading}
    placeholder={placeholder}
    style={{ minWidth: 180, ...style }}
    options={options}
    value={typeof value === 'number' ? value : undefined}
    // Cleared means none (null): the edit schemas take null for "no group".
    onChange={(next) => onChange?.(next ?? null)}
  />
);

/** The specification groups of the caller's scope, as select options. */
export const useGroupOptions = () => {
  const query = useQuery({
    queryKey: SPECIFICATION_GROUP_OPTIONS_KEY,
    queryFn: () => call(endpoints.goodsSpecificationGroup.queryForList, { body: {}, quiet: true }),
  });
  const options = useMemo(
    () => (query.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    [query.data],
  );
  return { options, loading: query.isLoading };
};

export const GroupSelect = ({ testId = 'field-groupId', ...props }: SelectProps) => (
  <OptionSelect {...props} testId={testId} {...useGroupOptions()} />
);

/** The specifications of the caller's scope, as select options. */
export const SpecificationSelect = ({
  testId = 'field-specificationId',
  ...props
}: SelectProps) => {
  const query = useQuery({
    queryKey: SPECIFICATION_OPTIONS_KEY,
    queryFn: () => call(endpoints.goodsSpecification.queryForList, { body: {}, quiet: true }),
  });
  const options = useMemo(
    () =>
      (query.data ?? []).map((row) => ({
        value: row.id,
        label: row.parameterCode
          ? `${row.parameterName} (${row.parameterCode})`
          : row.parameterName,
      })),
    [query.data],
  );
  return <OptionSelect {...props} testId={testId} options={options} loading={query.isLoading} />;
};

/** Form controls of resource fields (value and onChange come from antd's Form.Item). */
export const GroupField = ({ value, onChange, label }: FieldInputProps) => (
  <GroupSelect value={value} onChange={onChange} {...(label ? { label } : {})} />
);
export const SpecificationField = ({ value, onChange, label }: FieldInputProps) => (
  <SpecificationSelect value={value} onChange={onChange} {...(label ? { label } : {})} />
);
export const GoodsTypeField = ({ value, onChange, label }: FieldInputProps) => (
  <GoodsTypeSelect value={value} onChange={onChange} {...(label ? { label } : {})} />
);
