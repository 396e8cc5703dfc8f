import { useMemo } from 'react';
import { Button, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { type Resource as Declared, resources } from '@retail/contract';
import { ORDER_DETAIL_PATH } from '../../lib/detail-paths';
import { useMessages } from '../../lib/i18n/feature-messages';
import { isVisible } from '../../lib/permission';
import { useSession } from '../../lib/session-store';
import type { FieldDef, Resource, ResourceActionsProps } from '../../resources/define-resource';
import { linesForParent } from '../../resources/registry-lines';
import { registryResource } from '../../resources/registry-resource';
import { ResourceListScreen } from '../../resources/resource-list-screen';
import { customerMessages } from './customer.i18n';

// The customer detail's tabs (docs/customers.md): each one the registry's own list of its
// resource (columns, export, row buttons), narrowed to the customer by its `customerId` filter,
// so every tab reads real rows through the server's scoped list. A tab shows for those who may
// list its resource. Addresses may be added and edited here; an order opens its detail screen.

type TabKey = keyof (typeof customerMessages.bundles.en)['tab'];
type Tab = { key: TabKey; resource: keyof typeof resources; editable?: boolean };

const TABS: readonly Tab[] = [
  { key: 'addresses', resource: 'customerAddress', editable: true },
  { key: 'orders', resource: 'order' },
  { key: 'afterSales', resource: 'refund' },
  { key: 'points', resource: 'pointRecord' },
  { key: 'experience', resource: 'experienceRecord' },
  { key: 'coupons', resource: 'couponCustomer' },
  { key: 'favourites', resource: 'favorite' },
  { key: 'footmarks', resource: 'footMark' },
  { key: 'cart', resource: 'cartSku' },
  { key: 'levels', resource: 'memberLevelRecord' },
];

const declaredOf = (key: Tab['resource']) => resources[key] as unknown as Declared;

/** The order tab's row button: the order's detail screen. */
const OrderDetailLink = ({ row }: ResourceActionsProps) => {
  const t = useMessages(customerMessages);
  const navigate = useNavigate();
  const id = row.id as number;
  return (
    <Button
      type="link"
      size="small"
      data-testid={`customer-order-detail-${String(id)}`}
      onClick={() => void navigate(`${ORDER_DETAIL_PATH}?id=${String(id)}`)}
    >
      {t('orderDetail')}
    </Button>
  );
};

/** The tab's list: the customer column fixed (not searched, not shown), no scope selectors. */
const narrowed = (tab: Tab, customerId: number): Resource => {
  const fixed = { form: false, filter: false, column: false } satisfies Partial<FieldDef>;
  const base = registryResource(declaredOf(tab.resource), {
    fields: { customerId: fixed, customerName: fixed },
    scope: { tenant: false, organ: false },
  });
  const resource = linesForParent(base, 'customerId', customerId, tab.editable ?? false);
  if (tab.resource !== 'order') return resource;
  const Actions = base.rowActions;
  const OrderActions = (props: ResourceActionsProps) => (
    <>
      <OrderDetailLink {...props} />
      {Actions && <Actions {...props} />}
    </>
  );
  return { ...resource, rowActions: OrderActions };
};

const TabBody = ({ tab, customerId }: { tab: Tab; customerId: number }) => {
  const resource = useMemo(() => narrowed(tab, customerId), [tab, customerId]);
  return (
    <div data-testid={`customer-tab-body-${tab.key}`}>
      <ResourceListScreen resource={resource} />
    </div>
  );
};

export const CustomerDetailTabs = ({ customerId }: { customerId: number }) => {
  const t = useMessages(customerMessages);
  const { visibleMap } = useSession();
  const tabs = TABS.filter((tab) => isVisible(declaredOf(tab.resource).codes.list, visibleMap));
  return (
    <Tabs
      data-testid="customer-detail-tabs"
      destroyOnHidden
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <span data-testid={`customer-tab-${tab.key}`}>{t(`tab.${tab.key}`)}</span>,
        children: <TabBody tab={tab} customerId={customerId} />,
      }))}
    />
  );
};
