import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { type Resource as Declared, resources } from '@retail/contract';
import { PageLoading } from '../../components/page-loading';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { customerMessages } from './customer.i18n';

// /customer/index: the registry's customer list with a Detail button on each row, opening the
// customer's detail in a drawer (its own chunk, loaded on the first press).

const CustomerDetailDrawer = lazy(async () => ({
  default: (await import('./customer-detail-drawer')).CustomerDetailDrawer,
}));

const base = registryResource(resources.customer as unknown as Declared);
const RowActions = base.rowActions;

const CustomerRowActions = (props: ResourceActionsProps) => {
  const t = useMessages(customerMessages);
  const [open, setOpen] = useState(false);
  const id = props.row.id as number;
  const name = String(props.row.nickname ?? props.row.mobile ?? id);
  return (
    <>
      <Button
        type="link"
        size="small"
        data-testid={`customer-detail-${String(id)}`}
        aria-label={t('detailOf', { name })}
        onClick={() => setOpen(true)}
      >
        {t('detail')}
      </Button>
      {open && (
        <Suspense fallback={<PageLoading />}>
          <CustomerDetailDrawer
            id={id}
            name={name}
            onClose={() => {
              setOpen(false);
              props.reload();
            }}
          />
        </Suspense>
      )}
      {RowActions && <RowActions {...props} />}
    </>
  );
};

export const CustomerListScreen = resourceScreen({ ...base, rowActions: CustomerRowActions });
