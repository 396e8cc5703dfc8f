import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { type Resource as Declared, resources } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { registryMessages } from '../../resources/registry.i18n';
import { resourceScreen } from '../../resources/resource-list-screen';
import { INTRA_CITY_DETAIL_PATH, ORDER_DETAIL_PATH } from '../../lib/detail-paths';
import { recordDetailScreen } from '../../resources/record-detail';

// Intra-city delivery (docs/orders.md): the registry's list with a Detail button on each row,
// and the delivery's page — its fields, the order it carries, its steps and its history.

const delivery = resources.intraCityDelivery as unknown as Declared;
const base = registryResource(delivery);
const RowActions = base.rowActions;

const DeliveryRowActions = (props: ResourceActionsProps) => {
  const t = useMessages(registryMessages);
  const navigate = useNavigate();
  const no = String(props.row.deliveryNo ?? '');
  return (
    <>
      <Authorized code="INTRA_CITY_DELIVERY_DETAIL">
        <Button
          type="link"
          size="small"
          data-testid={`delivery-detail-${String(props.row.id)}`}
          aria-label={t('detailOf', { name: no })}
          onClick={() => void navigate(`${INTRA_CITY_DETAIL_PATH}?no=${encodeURIComponent(no)}`)}
        >
          {t('detail')}
        </Button>
      </Authorized>
      {RowActions && <RowActions {...props} />}
    </>
  );
};

export const IntraCityListScreen = resourceScreen({ ...base, rowActions: DeliveryRowActions });

export const IntraCityDetailScreen = recordDetailScreen({
  declared: delivery,
  keyField: 'deliveryNo',
  links: (row, navigate) => (
    <Authorized code="ORDER_DETAIL">
      <Button
        size="small"
        data-testid="delivery-order"
        onClick={() => navigate(`${ORDER_DETAIL_PATH}?id=${String(row.orderId)}`)}
      >
        {String(row.orderName ?? row.orderId)}
      </Button>
    </Authorized>
  ),
});
