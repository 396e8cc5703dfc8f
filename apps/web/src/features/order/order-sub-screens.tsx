import { useMemo, useState } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { type Resource as Declared, resources } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import type { Resource } from '../../resources/define-resource';
import { linesForParent } from '../../resources/registry-lines';
import { linesResource, registryResource } from '../../resources/registry-resource';
import { ResourceListScreen } from '../../resources/resource-list-screen';
import { orderMessages } from './order.i18n';

// The order's sub-screens from its detail (docs/orders.md, Screens): each one's own list, with its
// columns, export and row buttons, in a drawer narrowed to this order — its lines by the order
// they belong to, the views of the order itself by its number, its refund requests by order.

type SubScreen = { key: keyof typeof resources; by: 'parent' | 'orderNo' | 'orderId' };

const SUB_SCREENS: readonly SubScreen[] = [
  { key: 'orderSku', by: 'parent' },
  { key: 'orderSkuPrice', by: 'parent' },
  { key: 'orderPrice', by: 'orderNo' },
  { key: 'orderPromo', by: 'parent' },
  { key: 'orderCoupon', by: 'parent' },
  { key: 'orderFreight', by: 'orderNo' },
  { key: 'orderConsigneeInfo', by: 'orderNo' },
  { key: 'orderInfo', by: 'orderNo' },
  { key: 'orderExtInfo', by: 'orderNo' },
  { key: 'orderInvoice', by: 'parent' },
  { key: 'refund', by: 'orderId' },
];

const declaredOf = (key: SubScreen['key']) => resources[key] as unknown as Declared;

/** The sub-screen's list narrowed to one order (no scope selectors: the order is the scope). */
const narrowed = (screen: SubScreen, order: { id: number; orderNo: string }): Resource => {
  const declared = declaredOf(screen.key);
  if (screen.by === 'parent')
    return linesForParent(linesResource(declared), 'orderId', order.id, false);
  const base = registryResource(declared, { scope: { tenant: false, organ: false } });
  return {
    ...base,
    baseFilter: screen.by === 'orderNo' ? { orderNo: order.orderNo } : { orderId: order.id },
  };
};

const SubScreenButton = ({
  screen,
  order,
}: {
  screen: SubScreen;
  order: { id: number; orderNo: string };
}) => {
  const t = useMessages(orderMessages);
  const routeTitle = useRouteTitle();
  const [open, setOpen] = useState(false);
  const resource = useMemo(() => narrowed(screen, order), [screen, order]);
  const title = routeTitle(screen.key);
  return (
    <Authorized code={declaredOf(screen.key).codes.list}>
      <Button
        type="link"
        size="small"
        data-testid={`order-sub-${screen.key}`}
        onClick={() => setOpen(true)}
      >
        {title}
      </Button>
      <Drawer
        open={open}
        title={t('subTitle', { title, no: order.orderNo })}
        size="min(1200px, 94vw)"
        destroyOnHidden
        onClose={() => setOpen(false)}
        closable={{ 'aria-label': t('close') }}
      >
        {open && (
          <div data-testid={`order-sub-drawer-${screen.key}`}>
            <ResourceListScreen resource={resource} />
          </div>
        )}
      </Drawer>
    </Authorized>
  );
};

/** A button per sub-screen the caller may list, each opening it narrowed to this order. */
export const OrderSubScreens = ({ order }: { order: { id: number; orderNo: string } }) => {
  const stable = useMemo(
    () => ({ id: order.id, orderNo: order.orderNo }),
    [order.id, order.orderNo],
  );
  return (
    <Flex gap={4} wrap>
      {SUB_SCREENS.map((screen) => (
        <SubScreenButton key={screen.key} screen={screen} order={stable} />
      ))}
    </Flex>
  );
};
