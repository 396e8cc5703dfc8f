import { useState } from 'react';
import { Button, Flex, Image, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { ImageChooser } from '../../components/file-bank';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { FieldInputProps } from '../../resources/define-resource';
import { storeMessages } from './store.i18n';

/** A store's logo: a picture of the file bank (选择图片) or a URL typed in. */
export const LogoInput = ({ value, onChange }: FieldInputProps) => {
  const t = useMessages(storeMessages);
  const [open, setOpen] = useState(false);
  const url = typeof value === 'string' ? value : '';
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        {url && <Image src={url} width={48} height={48} style={{ objectFit: 'contain' }} />}
        <Button data-testid="store-logo-choose" onClick={() => setOpen(true)}>
          {t('chooseLogo')}
        </Button>
        {url && (
          <Button type="link" onClick={() => onChange?.(null)}>
            {t('removeLogo')}
          </Button>
        )}
      </Flex>
      <Input
        data-testid="field-logo"
        placeholder={t('logoUrl')}
        value={url}
        onChange={(event) => onChange?.(event.target.value.trim() || null)}
      />
      <ImageChooser
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(file) => {
          onChange?.(file.fileUrl);
          setOpen(false);
        }}
      />
    </Flex>
  );
};

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

/** A user of the caller's scope (employees are users linked to a store), searched by name. */
export const UserSelect = ({ value, onChange, row }: FieldInputProps) => {
  const [name, setName] = useState('');
  const users = useQuery({
    queryKey: ['store-employee-users', name],
    queryFn: () =>
      call(endpoints.employee.userOptions, { body: name ? { name } : {}, quiet: true }),
  });
  const options = (users.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.name} (${user.userName})`,
  }));
  // The edited employee's user stays shown whatever the search finds.
  if (row && typeof row.userId === 'number' && !options.some((o) => o.value === row.userId))
    options.unshift({ value: row.userId, label: `${String(row.name)} (${String(row.userName)})` });
  return (
    <Select
      data-testid="field-userId"
      showSearch={{ filterOption: false, onSearch: (text) => setName(text.trim()) }}
      loading={users.isFetching}
      value={(value as number | undefined) ?? undefined}
      onChange={(next: number) => onChange?.(next)}
      options={options}
    />
  );
};
