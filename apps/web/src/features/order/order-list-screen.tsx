import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { type Resource as Declared, resources } from '@retail/contract';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { ResourceListScreen } from '../../resources/resource-list-screen';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { ORDER_DETAIL_PATH } from '../../lib/detail-paths';
import { orderMessages } from './order.i18n';
import {
  AdjustPriceButton,
  ChangeAddressButton,
  PickUpByCodeButton,
  VerifyPickUpButton,
} from './order-change-dialogs';

// /order/index: the registry's order list with a Detail button on each row, opening the order's
// detail screen and an Adjust price dialog (unpaid orders), and a pick-up code check in the
// toolbar. Its Lines drawers show the order's goods and discounts; the other records of an
// order (price shares, coupons, invoices…) are on the detail screen.

const order = resources.order as unknown as Declared;
const base = registryResource(order, {
  lines: [resources.orderSku, resources.orderPromo] as unknown as Declared[],
});
const RowActions = base.rowActions;

const OrderRowActions = (props: ResourceActionsProps) => {
  const t = useMessages(orderMessages);
  const navigate = useNavigate();
  const id = props.row.id as number;
  return (
    <>
      <Authorized code="ORDER_DETAIL">
        <Button
          type="link"
          size="small"
          data-testid={`order-detail-${String(id)}`}
          aria-label={t('detailOf', { no: String(props.row.orderNo ?? id) })}
          onClick={() => void navigate(`${ORDER_DETAIL_PATH}?id=${String(id)}`)}
        >
          {t('detail')}
        </Button>
      </Authorized>
      <AdjustPriceButton {...props} />
      <VerifyPickUpButton {...props} />
      <ChangeAddressButton {...props} />
      {RowActions && <RowActions {...props} />}
    </>
  );
};

const resource = { ...base, rowActions: OrderRowActions };

/** The order list, with the pick-up code check in its toolbar. */
export const OrderListScreen = () => (
  <ResourceListScreen
    resource={resource}
    toolbar={(list) => <PickUpByCodeButton reload={list.reload} />}
  />
);
