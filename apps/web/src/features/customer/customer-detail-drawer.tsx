import { Alert, Descriptions, Drawer, Flex, Progress, Spin, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CustomerDetail, endpoints, resources } from '@retail/contract';
import { call } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { AdjustPointsButton, ChangeLevelButton } from './customer-actions';
import { CustomerDetailTabs } from './customer-detail-tabs';
import { customerMessages } from './customer.i18n';

// One customer in a drawer over the customer list (docs/customers.md): the profile header
// (nickname, mobile, level and the way to the next one, points, experience, status, register and
// last login), the two actions, and the tabs of their records. Loaded with the list screen's
// chunk when a Detail button is first pressed.

const detailKey = (id: number) => [endpoints.customerDetail.detail.path, id];

const Header = ({ data, reload }: { data: CustomerDetail; reload: () => void }) => {
  const t = useMessages(customerMessages);
  const locale = useLocale();
  const labels = resources.customer.labels[locale];
  const { customer, level, nextLevel } = data;
  const text = (value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : String(value);
  const toNext = nextLevel ? Math.max(0, nextLevel.experience - customer.experience) : 0;
  const items: [string, React.ReactNode][] = [
    [labels.fields.nickname, text(customer.nickname)],
    [labels.fields.mobile, customer.mobile],
    [labels.fields.levelId, level ? `${level.name} (${String(level.level)})` : t('noLevel')],
    [labels.fields.point, <span data-testid="customer-detail-point">{customer.point}</span>],
    [
      labels.fields.experience,
      <Flex vertical gap={2}>
        <span data-testid="customer-detail-experience">{customer.experience}</span>
        {nextLevel ? (
          <>
            <Progress
              size="small"
              percent={Math.floor((customer.experience * 100) / Math.max(1, nextLevel.experience))}
              showInfo={false}
            />
            <Typography.Text type="secondary">
              {t('nextLevel', { left: String(toNext), name: nextLevel.name })}
            </Typography.Text>
          </>
        ) : (
          level && <Typography.Text type="secondary">{t('topLevel')}</Typography.Text>
        )}
      </Flex>,
    ],
    [
      labels.fields.status,
      <Tag color={customer.status === 1 ? 'green' : 'default'}>
        {labels.options?.status?.[String(customer.status)] ?? String(customer.status)}
      </Tag>,
    ],
    [
      labels.fields.registerTerminal,
      labels.options?.registerTerminal?.[String(customer.registerTerminal)] ?? '—',
    ],
    [t('registered'), text(customer.createDate)],
    [labels.fields.loginDate, text(customer.loginDate)],
  ];
  return (
    <Flex vertical gap={8} data-testid="customer-detail-header">
      <Flex gap={8} wrap>
        <AdjustPointsButton customer={customer} onDone={reload} />
        <ChangeLevelButton customer={customer} onDone={reload} />
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 3 }}
        items={items.map(([label, children]) => ({ key: label, label, children }))}
      />
    </Flex>
  );
};

export const CustomerDetailDrawer = ({
  id,
  name,
  onClose,
}: {
  id: number;
  name: string;
  onClose: () => void;
}) => {
  const t = useMessages(customerMessages);
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: detailKey(id),
    queryFn: () => call(endpoints.customerDetail.detail, { body: { id } }),
  });
  // An action changes the header and the ledgers' tabs.
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: detailKey(id) });
    void queryClient.invalidateQueries({ queryKey: ['resource'] });
  };
  return (
    <Drawer
      open
      title={t('title', { name })}
      size="min(1200px, 94vw)"
      destroyOnHidden
      onClose={onClose}
      closable={{ 'aria-label': t('close') }}
    >
      <div data-testid="customer-detail">
        {detail.isLoading ? (
          <Spin />
        ) : detail.data ? (
          <Flex vertical gap={12}>
            <Header data={detail.data} reload={reload} />
            <CustomerDetailTabs customerId={id} />
          </Flex>
        ) : (
          <Alert type="warning" showIcon title={t('noCustomer')} />
        )}
      </div>
    </Drawer>
  );
};
