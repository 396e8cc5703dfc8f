import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { type ChargeOrderChannel, type Resource as Declared, resources } from '@retail/contract';
import { CHARGE_ORDER_DETAIL_PATHS } from '../../lib/detail-paths';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { chargeOrderMessages } from './charge-order.i18n';
import { PayOrderRefundButton } from './pay-order-refund';

// /payOrder/index: the registry's pay order list, with a "Channel detail" button on the orders
// taken through Alipay or WeChat Pay, opening their charge order detail screen, a Refund button
// on paid orders with something left to refund, and each order's refunds and division records.

// Each order's refunds, division records and merchant notifications, in drawers on its row.
const base = registryResource(resources.payOrder as unknown as Declared, {
  related: [
    { declared: resources.refundOrder as unknown as Declared, field: 'payOrderId' },
    { declared: resources.payOrderDivisionRecord as unknown as Declared, field: 'payOrderId' },
    // The merchant notifications of its outcome name it by its number.
    {
      declared: resources.mchNotifyRecord as unknown as Declared,
      field: 'orderId',
      by: 'payOrderId',
    },
  ],
});
const RowActions = base.rowActions;

const isChargeChannel = (ifCode: unknown): ifCode is ChargeOrderChannel =>
  typeof ifCode === 'string' && Object.hasOwn(CHARGE_ORDER_DETAIL_PATHS, ifCode);

const PayOrderRowActions = (props: ResourceActionsProps) => {
  const t = useMessages(chargeOrderMessages);
  const navigate = useNavigate();
  const { ifCode } = props.row;
  const id = String(props.row.id);
  return (
    <>
      {isChargeChannel(ifCode) && (
        <Authorized
          code={ifCode === 'alipay' ? 'ALIPAY_CHARGE_ORDER_DETAIL' : 'WEIXIN_CHARGE_ORDER_DETAIL'}
        >
          <Button
            type="link"
            size="small"
            data-testid={`charge-order-detail-${id}`}
            aria-label={t('detailOf', { no: String(props.row.payOrderId ?? id) })}
            onClick={() => void navigate(`${CHARGE_ORDER_DETAIL_PATHS[ifCode]}?id=${id}`)}
          >
            {t('detail')}
          </Button>
        </Authorized>
      )}
      <PayOrderRefundButton {...props} />
      {RowActions && <RowActions {...props} />}
    </>
  );
};

/** The pay order list with the channel detail of Alipay and WeChat Pay orders. */
export const PayOrderScreen = resourceScreen({ ...base, rowActions: PayOrderRowActions });
