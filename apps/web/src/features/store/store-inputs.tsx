import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { ImageUrlInput } from '../../components/file-bank';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import type { FieldInputProps } from '../../resources/define-resource';

/** A store's logo: a picture of the file bank (选择图片) or a URL typed in. */
export const LogoInput = (props: FieldInputProps) => (
  <ImageUrlInput {...props} testId="field-logo" />
);

/** The address a store names, among the addresses of the caller's scope. */
export const AddressSelect = ({ value, onChange }: FieldInputProps) => {
  const addresses = useQuery({
    queryKey: ['store-address-options'],
    queryFn: () => call(endpoints.storeAddress.queryForList, { body: {}, quiet: true }),
  });
  return (
    <Select
      data-testid="field-addressId"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={addresses.isLoading}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      options={(addresses.data ?? []).map((address) => ({
        value: address.id,
        label: [address.province, address.city, address.district, address.detail]
          .filter(Boolean)
          .join(' '),
      }))}
    />
  );
};

/** A store id, chosen in the store chooser; shows the edited record's store name. */
export const StoreIdInput = ({ value, onChange, row }: FieldInputProps) => (
  <StoreField
    value={value}
    onChange={onChange}
    initialName={typeof row?.storeName === 'string' ? row.storeName : null}
  />
);

/**
 * A user of the caller's scope (employees are users linked to a store), searched by name or
 * user name; in the search area too.
 */
export const UserSelect = ({ value, onChange, row, label }: FieldInputProps) => {
  const [name, setName] = useState('');
  const users = useQuery({
    queryKey: ['store-employee-users', name],
    queryFn: () =>
      call(endpoints.employeeUser.userOptions, { body: name ? { name } : {}, quiet: true }),
  });
  const options = (users.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.name} (${user.userName})`,
  }));
  // The edited employee's user stays shown whatever the search finds.
  if (row && typeof row.userId === 'number' && !options.some((o) => o.value === row.userId))
    options.unshift({ value: row.userId, label: String(row.userName ?? row.userId) });
  return (
    <Select
      data-testid="field-userId"
      aria-label={label}
      allowClear
      showSearch={{ filterOption: false, onSearch: (text) => setName(text.trim()) }}
      loading={users.isFetching}
      value={(value as number | undefined) ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      options={options}
    />
  );
};
