import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { shellEndpoints } from '../../lib/shell-endpoints';
import { defineMessages, useMessages } from '../../lib/i18n/feature-messages';

// The dashboard's devices card, loaded on demand and only for holders of DEVICE_LIST: devices
// online, offline and in fault, aisles low on stock and today's vending sales, counted by the
// server in the caller's data scope.

const deviceOverviewMessages = defineMessages('deviceOverview', {
  en: {
    title: 'Devices and vending today',
    online: 'Online',
    offline: 'Offline',
    fault: 'Fault',
    lowStock: 'Low-stock aisles',
    sales: 'Sales today',
    amount: 'Sales amount today',
  },
  zh: {
    title: '设备与今日售货',
    online: '在线',
    offline: '离线',
    fault: '故障',
    lowStock: '低库存货道',
    sales: '今日销量',
    amount: '今日销售额',
  },
  es: {
    title: 'Dispositivos y ventas de hoy',
    online: 'En línea',
    offline: 'Sin conexión',
    fault: 'Averiados',
    lowStock: 'Canales con poco stock',
    sales: 'Ventas de hoy',
    amount: 'Importe vendido hoy',
  },
});

export const DeviceOverview = () => {
  const t = useMessages(deviceOverviewMessages);
  const { data } = useQuery({
    queryKey: ['statistics', 'devices'],
    queryFn: () => call(shellEndpoints.statistics.devices, { body: {} }),
  });
  const figures = data
    ? ([
        ['online', data.devices.online, undefined],
        ['offline', data.devices.offline, undefined],
        ['fault', data.devices.fault, '#cf1322'],
        ['lowStock', data.lowStockAisles, undefined],
        ['sales', data.salesToday.count, undefined],
        ['amount', (data.salesToday.amount / 100).toFixed(2), undefined],
      ] as const)
    : [];
  return (
    <Card title={t('title')} data-testid="dashboard-devices">
      {data ? (
        <Row gutter={[16, 16]}>
          {figures.map(([key, value, colour]) => (
            <Col xs={12} md={8} xl={4} key={key}>
              <Statistic
                title={t(key)}
                value={value}
                data-testid={`devices-${key}`}
                {...(colour ? { valueStyle: { color: colour } } : {})}
              />
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
};
