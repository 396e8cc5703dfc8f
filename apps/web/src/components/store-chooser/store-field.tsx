import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { StoreRecord } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { StoreChooser } from './store-chooser';
import { storeChooserMessages } from './store-chooser.i18n';

export type StoreFieldProps = {
  /** The chosen store's id (a form value). */
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** The name to show for the initial value (e.g. the edited record's `storeName`). */
  initialName?: string | null;
  allowClear?: boolean;
};

/** A form control holding a store id, chosen in the store chooser. */
export const StoreField = ({
  value,
  onChange,
  initialName,
  allowClear = false,
}: StoreFieldProps) => {
  const t = useMessages(storeChooserMessages);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState<string | null>(initialName ?? null);
  const hasValue = typeof value === 'number';
  return (
    <Flex gap={8} align="center" data-testid="store-field">
      {hasValue && (
        <Typography.Text data-testid="store-field-name">{name ?? `#${value}`}</Typography.Text>
      )}
      <Button data-testid="store-field-choose" onClick={() => setOpen(true)}>
        {hasValue ? t('change') : t('choose')}
      </Button>
      {hasValue && allowClear && (
        <Button type="link" onClick={() => onChange?.(undefined)}>
          {t('clear')}
        </Button>
      )}
      <StoreChooser
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={([store]: StoreRecord[]) => {
          if (store) {
            setName(store.storeName);
            onChange?.(store.id);
          }
          setOpen(false);
        }}
      />
    </Flex>
  );
};
