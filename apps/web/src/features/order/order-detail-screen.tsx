import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  endpoints,
  type OrderDetail,
  type Resource as Declared,
  resources,
} from '@retail/contract';
import { detailSections } from '../../components/detail-sections';
import { formatMoney } from '../../components/field-cells';
import { call } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import { RegistryActions } from '../../resources/registry-actions';
import { actionLabel, stateColourOf, stateLabel } from '../../resources/registry-state';
import { orderMessages } from './order.i18n';
import { OrderSubScreens } from './order-sub-screens';
import {
  AdjustPriceButton,
  ChangeAddressButton,
  InvoicePdfButton,
  VerifyPickUpButton,
} from './order-change-dialogs';

// /orderDetail/index?id=: one order on a page (docs/orders.md, Order detail) — its header,
// consignee, lines with their price shares, the money as it adds up, the discounts, delivery,
// timeline, refund requests and invoices; the order's own steps (ship, cancel, remark) and the
// invoices' (issue, reject) are the registry's buttons and dialogs.

const order = resources.order as unknown as Declared;
const invoice = resources.orderInvoice as unknown as Declared;
const refund = resources.refund as unknown as Declared;
const OrderActions = RegistryActions(order);
const InvoiceActions = RegistryActions(invoice);

/** Steps of the state log that are not console actions (checkout, payment, the clock). */
const LOG_ACTIONS = [
  'create',
  'pay',
  'receive',
  'refunded',
  'verifyPickUp',
  'changeAddress',
] as const;
type LogAction = (typeof LOG_ACTIONS)[number];

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

type Labels = { fields: Record<string, string>; options?: Record<string, Record<string, string>> };

const useLabels = (key: keyof typeof resources) => {
  const locale = useLocale();
  const labels = (resources[key] as unknown as Declared).labels[locale] as unknown as Labels;
  return {
    field: (name: string) => labels.fields[name] ?? name,
    option: (name: string, value: unknown) =>
      labels.options?.[name]?.[String(value)] ?? String(value),
  };
};

const { Section, RecordsSection } = detailSections('order-detail');

const OrderDetailBody = ({ id }: { id: number }) => {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const routeTitle = useRouteTitle();
  const o = useLabels('order');
  const lineLabel = useLabels('orderSkuPrice');
  const promo = useLabels('orderPromo');
  const freight = useLabels('orderFreight');
  const info = useLabels('orderInfo');
  const ext = useLabels('orderExtInfo');
  const inv = useLabels('orderInvoice');
  const ref = useLabels('refund');
  const detail = useQuery({
    queryKey: [endpoints.orderDetail.detail.path, id],
    queryFn: () => call(endpoints.orderDetail.detail, { body: { id } }),
  });
  if (detail.isLoading) return <Spin />;
  const data = detail.data as OrderDetail | undefined;
  if (!data) return <Alert type="warning" showIcon title={t('noOrder')} />;
  const { order: row, summary } = data;
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, locale));
  const reload = () => void detail.refetch();
  const text = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
  const state = (declared: Declared, value: number) => (
    <Tag color={stateColourOf(declared, value)}>{stateLabel(declared, value, locale)}</Tag>
  );
  const describe = (items: [string, ReactNode][]) =>
    items.map(([label, children]) => ({ key: label, label, children }));

  const lineColumns: TableColumnsType<OrderDetail['lines'][number]> = [
    { title: lineLabel.field('goodsName'), dataIndex: 'goodsName' },
    { title: lineLabel.field('specText'), dataIndex: 'specText', render: text },
    { title: lineLabel.field('price'), dataIndex: 'price', align: 'right', render: money },
    { title: lineLabel.field('count'), dataIndex: 'count', align: 'right' },
    {
      title: lineLabel.field('totalPrice'),
      dataIndex: 'totalPrice',
      align: 'right',
      render: money,
    },
    ...(['promotionPrice', 'couponPrice'] as const).map((name) => ({
      title: lineLabel.field(name),
      dataIndex: name,
      align: 'right' as const,
      render: (value: number, line: OrderDetail['lines'][number]) =>
        line.priceSplit === 1 ? money(value) : '—',
    })),
    { title: lineLabel.field('payPrice'), dataIndex: 'payPrice', align: 'right', render: money },
    {
      title: lineLabel.field('refundPrice'),
      dataIndex: 'refundPrice',
      align: 'right',
      render: money,
    },
  ];
  const invoiceColumns: TableColumnsType<OrderDetail['invoices'][number]> = [
    { title: inv.field('title'), dataIndex: 'title' },
    {
      title: inv.field('titleType'),
      dataIndex: 'titleType',
      render: (value: number) => inv.option('titleType', value),
    },
    { title: inv.field('taxNo'), dataIndex: 'taxNo', render: text },
    { title: inv.field('amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: inv.field('status'), dataIndex: 'status', render: (v: number) => state(invoice, v) },
    { title: inv.field('invoiceNo'), dataIndex: 'invoiceNo', render: text },
    { title: inv.field('rejectReason'), dataIndex: 'rejectReason', render: text },
    { title: inv.field('voidReason'), dataIndex: 'voidReason', render: text },
    {
      title: routeTitle('orderInvoice'),
      key: 'actions',
      render: (_: unknown, line) => (
        <>
          <InvoiceActions row={line as unknown as Record<string, unknown>} reload={reload} />
          <InvoicePdfButton row={line} />
        </>
      ),
    },
  ];
  const refundColumns: TableColumnsType<OrderDetail['refunds'][number]> = [
    { title: ref.field('refundNo'), dataIndex: 'refundNo' },
    { title: ref.field('way'), dataIndex: 'way', render: (v: number) => ref.option('way', v) },
    { title: ref.field('status'), dataIndex: 'status', render: (v: number) => state(refund, v) },
    { title: ref.field('applyReason'), dataIndex: 'applyReason' },
    { title: ref.field('refundPrice'), dataIndex: 'refundPrice', align: 'right', render: money },
    { title: ref.field('createDate'), dataIndex: 'createDate', render: text },
  ];
  const sums: [string, string][] = [
    [t('goodsTotal'), money(summary.goodsTotal)],
    [t('lessPromotions'), money(summary.discountPrice)],
    [t('lessCoupons'), money(summary.couponPrice)],
    [t('plusDelivery'), money(summary.deliveryPrice)],
    [t('payPrice'), money(summary.payPrice)],
    [t('refunded'), money(summary.refundPrice)],
    [t('invoiced'), money(summary.invoiced)],
  ];
  const logAction = (action: string) =>
    LOG_ACTIONS.includes(action as LogAction)
      ? t(`action.${action as LogAction}`)
      : actionLabel(order, action, locale);

  return (
    <Flex vertical gap={12}>
      <Section title={`${t('header')} ${row.orderNo}`} id="header">
        <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
          {state(order, row.status)}
          <AdjustPriceButton row={row as unknown as Record<string, unknown>} reload={reload} />
          <VerifyPickUpButton row={row as unknown as Record<string, unknown>} reload={reload} />
          <ChangeAddressButton row={row as unknown as Record<string, unknown>} reload={reload} />
          <OrderActions row={row as unknown as Record<string, unknown>} reload={reload} />
          <Button size="small" onClick={reload} data-testid="order-detail-reload">
            {t('reload')}
          </Button>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={describe([
            [o.field('orderNo'), row.orderNo],
            [o.field('storeId'), text(row.storeName)],
            [o.field('customerId'), text(row.customerName)],
            [o.field('orderType'), o.option('orderType', row.orderType)],
            [info.field('terminal'), info.option('terminal', row.terminal)],
            [o.field('refundStatus'), o.option('refundStatus', row.refundStatus)],
            [o.field('createDate'), text(row.createDate)],
            [o.field('payTime'), text(row.payTime)],
            [o.field('payOrderId'), text(row.payOrderId)],
            [ext.field('wayCode'), text(row.wayCode)],
            [o.field('deliveryTime'), text(row.deliveryTime)],
            [o.field('receiveTime'), text(row.receiveTime)],
            [o.field('cancelTime'), text(row.cancelTime)],
            [o.field('userRemark'), text(row.userRemark)],
            [o.field('remark'), text(row.remark)],
            [ext.field('userIp'), text(row.userIp)],
          ])}
        />
      </Section>
      <Section title={t('consignee')} id="consignee">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={describe([
            [o.field('receiverName'), text(row.receiverName)],
            [o.field('receiverMobile'), text(row.receiverMobile)],
            [o.field('receiverArea'), text(row.receiverArea)],
            [o.field('receiverDetailAddress'), text(row.receiverDetailAddress)],
          ])}
        />
      </Section>
      <Section title={t('lines')} id="lines">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={lineColumns}
          dataSource={data.lines}
        />
        {data.lines.some((line) => line.priceSplit !== 1) && (
          <Typography.Text type="secondary">{t('notRecorded')}</Typography.Text>
        )}
      </Section>
      <Section title={t('money')} id="money">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={describe(sums)}
          data-testid="order-detail-sums"
        />
        <Alert
          style={{ marginTop: 8 }}
          type={summary.addsUp ? 'success' : 'error'}
          showIcon
          title={summary.addsUp ? t('addsUp') : t('doesNotAdd')}
        />
      </Section>
      <Section title={t('promotions')} id="promotions">
        {data.promotions.length === 0 ? (
          <Typography.Text type="secondary">{t('noPromotions')}</Typography.Text>
        ) : (
          <Descriptions
            size="small"
            column={1}
            items={data.promotions.map((p) => ({
              key: p.id,
              label: `${promo.option('step', p.step)} · ${p.name}`,
              children: money(p.amount),
            }))}
          />
        )}
      </Section>
      <Section title={t('delivery')} id="delivery">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={describe([
            [freight.field('deliveryBasis'), freight.option('deliveryBasis', row.deliveryBasis)],
            [freight.field('deliveryCharge'), money(row.deliveryCharge)],
            [freight.field('deliveryPrice'), money(row.deliveryPrice)],
            [o.field('logisticsId'), text(row.logisticsName)],
            [o.field('logisticsNo'), text(row.logisticsNo)],
          ])}
        />
      </Section>
      <Section title={t('timeline')} id="timeline">
        <Timeline
          items={data.history.map((entry) => ({
            key: entry.id,
            title: entry.createDate ?? '',
            content: (
              <Flex vertical gap={2}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{logAction(entry.action)}</Typography.Text>
                  {entry.createBy && (
                    <Typography.Text type="secondary">
                      {t('by', { who: entry.createBy })}
                    </Typography.Text>
                  )}
                </Flex>
                <Flex gap={4} align="center">
                  {state(order, entry.fromState)}
                  <span aria-hidden>→</span>
                  {state(order, entry.toState)}
                </Flex>
                {entry.remark && <Typography.Text>{entry.remark}</Typography.Text>}
              </Flex>
            ),
          }))}
        />
      </Section>
      <RecordsSection
        title={t('refunds')}
        id="refunds"
        empty={t('none')}
        columns={refundColumns}
        rows={data.refunds}
      />
      <RecordsSection
        title={t('invoices')}
        id="invoices"
        empty={t('none')}
        columns={invoiceColumns}
        rows={data.invoices}
      />
      <Section title={t('more')} id="more">
        <OrderSubScreens order={row} />
      </Section>
    </Flex>
  );
};

/** /orderDetail/index?id=: one order's detail on a page of its own. */
export const OrderDetailScreen = () => {
  const t = useMessages(orderMessages);
  const routeTitle = useRouteTitle();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return (
    <Card title={routeTitle('orderDetail')} data-testid="order-detail-screen">
      {id === null ? (
        <Alert type="info" showIcon title={t('noOrder')} />
      ) : (
        <OrderDetailBody key={id} id={id} />
      )}
    </Card>
  );
};
