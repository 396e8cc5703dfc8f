import { lazy, Suspense, useMemo } from 'react';
import { Button, Card, Col, Flex, Row, Skeleton, Space, Statistic, Tag, theme } from 'antd';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  FileImageOutlined,
  ReloadOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { STATISTICS_DEFAULT_DAYS, abbreviateNumber } from '@retail/contract';
import { CountBadge } from '../../components/count-badge';
import { Authorized } from '../../lib/permission';
import { LineChart } from '../../components/line-chart';
import { call } from '../../lib/api';
import { shellEndpoints } from '../../lib/shell-endpoints';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useSession } from '../../lib/session-store';
import { dashboardMessages } from './dashboard.i18n';

/** Devices online, low-stock aisles and sales today: loaded only for holders of DEVICE_LIST. */
const DeviceOverview = lazy(async () => ({
  default: (await import('./device-overview')).DeviceOverview,
}));

const ICONS: Record<string, React.ReactNode> = {
  users: <TeamOutlined />,
  organs: <ApartmentOutlined />,
  files: <FileImageOutlined />,
  stores: <ShopOutlined />,
  goods: <ShoppingOutlined />,
  orders: <ShoppingCartOutlined />,
};

/** Shortcuts to screens, each shown only to holders of the authority that guards it. */
const SHORTCUTS = [
  { key: 'users', code: 'USER_LIST', path: '/user/index' },
  { key: 'authorities', code: 'AUTHORITY_LIST', path: '/authority/index' },
  { key: 'stores', code: 'STORE_LIST', path: '/store/index' },
  {
    key: 'specificationGroups',
    code: 'GOODS_SPECIFICATION_GROUP_LIST',
    path: '/goodsSpecificationGroup/index',
  },
] as const;

/** Keys whose count is work waiting for someone: shown with a badge. */
const BADGED = new Set(['orders']);

type Translate = (key: string, vars?: Record<string, string | number>) => string;

const useOverview = () =>
  useQuery({
    queryKey: ['statistics', 'overview', STATISTICS_DEFAULT_DAYS],
    queryFn: () =>
      call(shellEndpoints.statistics.overview, { body: { days: STATISTICS_DEFAULT_DAYS } }),
  });

/** The main page: who is logged in, counts of the scope, and recent activity. */
export const DashboardScreen = () => {
  const t = useMessages(dashboardMessages) as unknown as Translate;
  const session = useSession();
  const { token } = theme.useToken();
  const { data, isFetching, refetch } = useOverview();
  const navigate = useNavigate();
  const activity = useMemo(
    () =>
      data
        ? {
            labels: data.series[0]?.points.map((point) => point.date.slice(5)) ?? [],
            series: data.series.map((series) => ({
              key: series.key,
              name: t(`series.${series.key}`),
              values: series.points.map((point) => point.value),
            })),
          }
        : null,
    [data, t],
  );
  const titleOf = (key: string) => {
    const title = t(`count.${key}`);
    return title === `count.${key}` ? key : title;
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="dashboard">
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div>
            <h2 style={{ margin: 0, fontSize: 20, fontWeight: 600, color: token.colorTextHeading }}>
              {t('welcome', { name: session.userName ?? '' })}
            </h2>
            <span style={{ color: token.colorTextSecondary }}>
              {t('scope')}: <span data-testid="dashboard-scope">{session.organPath}</span>
            </span>
            <div style={{ marginTop: 8 }}>
              {t('roles')}:{' '}
              {session.roles.map((role) => (
                <Tag key={role}>{role}</Tag>
              ))}
            </div>
          </div>
          <Button
            icon={<ReloadOutlined />}
            loading={isFetching}
            onClick={() => void refetch()}
            data-testid="dashboard-refresh"
          >
            {t('refresh')}
          </Button>
        </Flex>
      </Card>
      <Card size="small" title={t('shortcuts')}>
        <Space wrap>
          {SHORTCUTS.map((shortcut) => (
            <Authorized code={shortcut.code} key={shortcut.key}>
              <Button
                data-testid={`shortcut-${shortcut.key}`}
                onClick={() => navigate(shortcut.path)}
              >
                {t(`shortcut.${shortcut.key}`)}
              </Button>
            </Authorized>
          ))}
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        {data
          ? data.counts.map((entry) => (
              <Col xs={12} md={8} xl={6} key={entry.key}>
                <Card data-testid={`count-${entry.key}`}>
                  <Flex justify="space-between" align="start">
                    <Statistic
                      title={titleOf(entry.key)}
                      value={entry.count}
                      formatter={(value) => abbreviateNumber(Number(value))}
                    />
                    {BADGED.has(entry.key) ? (
                      <CountBadge count={entry.count} testId="order-badge">
                        <span style={{ fontSize: 28 }}>{ICONS[entry.key]}</span>
                      </CountBadge>
                    ) : (
                      <span style={{ fontSize: 28, opacity: 0.6 }}>
                        {ICONS[entry.key] ?? <AppstoreOutlined />}
                      </span>
                    )}
                  </Flex>
                </Card>
              </Col>
            ))
          : [0, 1, 2, 3].map((index) => (
              <Col xs={12} md={8} xl={6} key={index}>
                <Card>
                  <Skeleton active paragraph={{ rows: 1 }} />
                </Card>
              </Col>
            ))}
      </Row>
      <Authorized code="DEVICE_LIST">
        <Suspense fallback={null}>
          <DeviceOverview />
        </Suspense>
      </Authorized>
      <Card title={t('activity', { days: STATISTICS_DEFAULT_DAYS })}>
        {activity ? (
          <LineChart
            labels={activity.labels}
            series={activity.series}
            height={320}
            label={t('activity', { days: STATISTICS_DEFAULT_DAYS })}
            testId="activity-chart"
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </Space>
  );
};
