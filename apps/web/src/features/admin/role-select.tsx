import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import type { FieldInputProps } from '../../resources/define-resource';

/** Roles the caller may assign (a role granting more than the caller holds is shown disabled). */
export const RoleSelect = ({ value, onChange }: FieldInputProps) => {
  const roles = useQuery({
    queryKey: ['role-options'],
    queryFn: () => call(endpoints.role.queryForList, { body: {} }),
  });
  return (
    <Select
      data-testid="field-roleIds"
      mode="multiple"
      allowClear
      loading={roles.isLoading}
      value={(value as number[] | undefined) ?? []}
      onChange={onChange}
      optionFilterProp="label"
      options={(roles.data ?? []).map((role) => ({
        value: role.id,
        label: `${role.name} (${role.code})`,
        disabled: !role.assignable,
      }))}
    />
  );
};
