import { Alert, Descriptions, Flex, Spin, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  type ChargeOrderChannel,
  type ChargeOrderDetail,
  endpoints,
  type Resource as Declared,
  resources,
} from '@retail/contract';
import { detailSections } from '../../components/detail-sections';
import { formatMoney } from '../../components/field-cells';
import { call } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { stateColourOf, stateLabel } from '../../resources/registry-state';
import { chargeOrderMessages } from './charge-order.i18n';

// /alipayChargeOrderDetail/index?id= and /weixinChargeOrderDetail/index?id= (docs/payments.md):
// one pay order as its channel saw it — the channel's trade number and payer, the amounts, every
// notification the channel sent about it (applied, a repeat, refused and why) and its refunds
// with the channel's refund numbers. Opened from the pay order list.

const payOrder = resources.payOrder as unknown as Declared;
const refundOrder = resources.refundOrder as unknown as Declared;
type Labels = { fields: Record<string, string> };

type Notification = ChargeOrderDetail['notifications'][number];
type Refund = ChargeOrderDetail['refunds'][number];

const RESULT_COLOURS: Record<Notification['result'], string> = {
  applied: 'green',
  duplicate: 'default',
  ignored: 'gold',
  rejected: 'red',
};

const { Section, RecordsSection } = detailSections('charge-order');

const Body = ({ channel, id }: { channel: ChargeOrderChannel; id: number }) => {
  const t = useMessages(chargeOrderMessages);
  const locale = useLocale();
  const field = (declared: Declared, name: string) =>
    (declared.labels[locale] as unknown as Labels).fields[name] ?? name;
  const detail = useQuery({
    queryKey: [endpoints.chargeOrder.detail.path, id],
    queryFn: () => call(endpoints.chargeOrder.detail, { body: { id } }),
    retry: false,
  });
  if (detail.isLoading) return <Spin />;
  const order = detail.data;
  if (!order) return <Alert type="warning" showIcon title={t('notFound')} />;
  const name = t(`channel.${channel}`);
  const money = (cents: number) => formatMoney(cents, locale);
  const text = (value: string | null) => value ?? '—';
  const state = (declared: Declared, value: number) => (
    <Tag color={stateColourOf(declared, value)}>{stateLabel(declared, value, locale)}</Tag>
  );

  const notificationColumns: TableColumnsType<Notification> = [
    { key: 'createDate', title: t('received'), dataIndex: 'createDate' },
    {
      key: 'result',
      title: t('result'),
      render: (_, row) => (
        <Tag color={RESULT_COLOURS[row.result]}>{t(`results.${row.result}`)}</Tag>
      ),
    },
    { key: 'reason', title: t('reason'), render: (_, row) => text(row.reason) },
  ];
  const refundColumns: TableColumnsType<Refund> = [
    {
      key: 'refundOrderId',
      title: field(refundOrder, 'refundOrderId'),
      dataIndex: 'refundOrderId',
    },
    { key: 'mchRefundNo', title: field(refundOrder, 'mchRefundNo'), dataIndex: 'mchRefundNo' },
    {
      key: 'refundAmount',
      title: field(refundOrder, 'refundAmount'),
      align: 'right',
      render: (_, row) => money(row.refundAmount),
    },
    {
      key: 'state',
      title: field(refundOrder, 'state'),
      render: (_, row) => state(refundOrder, row.state),
    },
    {
      key: 'channelOrderNo',
      title: field(refundOrder, 'channelOrderNo'),
      render: (_, row) => text(row.channelOrderNo),
    },
    {
      key: 'successTime',
      title: field(refundOrder, 'successTime'),
      render: (_, row) => text(row.successTime),
    },
    { key: 'errMsg', title: field(refundOrder, 'errMsg'), render: (_, row) => text(row.errMsg) },
  ];

  return (
    <Flex vertical gap={16}>
      {order.ifCode !== channel && (
        <Alert type="warning" showIcon title={t('otherChannel', { channel: name })} />
      )}
      <Section title={`${t('order')} ${order.payOrderId}`} id="order">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'state',
              label: field(payOrder, 'state'),
              children: state(payOrder, order.state),
            },
            {
              key: 'tradeNo',
              label: t(`tradeNo.${channel}`),
              children: text(order.channelOrderNo),
            },
            { key: 'payer', label: t(`payer.${channel}`), children: text(order.channelUser) },
            { key: 'amount', label: field(payOrder, 'amount'), children: money(order.amount) },
            {
              key: 'refundAmount',
              label: field(payOrder, 'refundAmount'),
              children: money(order.refundAmount),
            },
            { key: 'wayCode', label: field(payOrder, 'wayCode'), children: order.wayCode },
            { key: 'mchNo', label: field(payOrder, 'mchNo'), children: order.mchNo },
            { key: 'appId', label: field(payOrder, 'appId'), children: order.appId },
            { key: 'mchOrderNo', label: field(payOrder, 'mchOrderNo'), children: order.mchOrderNo },
            { key: 'subject', label: field(payOrder, 'subject'), children: order.subject },
            {
              key: 'successTime',
              label: field(payOrder, 'successTime'),
              children: text(order.successTime),
            },
            {
              key: 'expiredTime',
              label: field(payOrder, 'expiredTime'),
              children: text(order.expiredTime),
            },
            ...(order.errMsg
              ? [{ key: 'errMsg', label: field(payOrder, 'errMsg'), children: order.errMsg }]
              : []),
          ]}
        />
      </Section>
      <RecordsSection
        title={t('notifications')}
        id="notifications"
        empty={t('noNotifications')}
        columns={notificationColumns}
        rows={order.notifications}
      />
      <RecordsSection
        title={t('refunds')}
        id="refunds"
        empty={t('noRefunds')}
        columns={refundColumns}
        rows={order.refunds}
      />
    </Flex>
  );
};

const screenOf = (channel: ChargeOrderChannel) => {
  const Screen = () => {
    const [params] = useSearchParams();
    const id = Number(params.get('id'));
    const t = useMessages(chargeOrderMessages);
    return Number.isInteger(id) && id > 0 ? (
      <Body channel={channel} id={id} />
    ) : (
      <Alert type="warning" showIcon title={t('notFound')} />
    );
  };
  Screen.displayName = `ChargeOrderDetail(${channel})`;
  return Screen;
};

/** One pay order as Alipay saw it. */
export const AlipayChargeOrderDetailScreen = screenOf('alipay');
/** One pay order as WeChat Pay saw it. */
export const WeixinChargeOrderDetailScreen = screenOf('wxpay');
