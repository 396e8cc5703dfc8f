import { Descriptions, Table, Typography } from 'antd';
import { moneyOf, type PricedCart, PRICING_STEP_TEXTS } from '@retail/contract';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { marketingMessages } from './marketing.i18n';

const yuan = (cents: number) => `¥${moneyOf(cents)}`;

/** A cart as pricing answered it: its lines, every discount with its reason, and the totals. */
export const PricedCartView = ({ cart }: { cart: PricedCart }) => {
  const t = useMessages(marketingMessages);
  const locale = useLocale();
  return (
    <>
      <Table
        data-testid="priced-cart-lines"
        size="small"
        pagination={false}
        rowKey={(line) => `${String(line.goodsId)}:${String(line.skuId ?? 0)}`}
        dataSource={cart.lines}
        columns={[
          { title: t('lineGoods'), dataIndex: 'goodsName' },
          { title: t('linePrice'), dataIndex: 'price', align: 'right', render: yuan },
          { title: t('lineCount'), dataIndex: 'count', align: 'right' },
          { title: t('lineAmount'), dataIndex: 'totalPrice', align: 'right', render: yuan },
          { title: t('lineDiscount'), dataIndex: 'discountPrice', align: 'right', render: yuan },
          { title: t('linePay'), dataIndex: 'payPrice', align: 'right', render: yuan },
        ]}
      />
      <Typography.Title level={5}>{t('discounts')}</Typography.Title>
      <ul data-testid="priced-cart-adjustments" className="priced-cart-adjustments">
        {cart.adjustments.length === 0 && <li>{t('noDiscounts')}</li>}
        {cart.adjustments.map((adjustment, index) => (
          <li key={`${String(adjustment.step)}:${String(adjustment.sourceId)}:${String(index)}`}>
            <span>
              {PRICING_STEP_TEXTS[locale][String(adjustment.step)]} · {adjustment.name}
            </span>{' '}
            <span>−{yuan(adjustment.amount)}</span>
          </li>
        ))}
      </ul>
      <Descriptions data-testid="priced-cart-totals" size="small" column={1} bordered>
        <Descriptions.Item label={t('totalPrice')}>{yuan(cart.totalPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('discountPrice')}>
          −{yuan(cart.discountPrice)}
        </Descriptions.Item>
        <Descriptions.Item label={t('couponPrice')}>−{yuan(cart.couponPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('deliveryPrice')}>{yuan(cart.deliveryPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('payPrice')}>
          <strong>{yuan(cart.payPrice)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
};
