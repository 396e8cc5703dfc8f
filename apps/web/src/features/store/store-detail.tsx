import { useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Image,
  Rate,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpoints, STORE_STAR_MAX, type StoreDetail } from '@retail/contract';
import { StoreChooser } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useResourceText } from '../../resources/resource-text';
import {
  employeesResource,
  storeAreasResource,
  storeSchedulesResource,
} from './store-records.resource';
import { storeMessages } from './store.i18n';
import { storesResource } from './stores.resource';

type WeekdayKey = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** One part of the store detail: a small table of its rows, or "none". */
const DetailSection = <T extends { id: number }>({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: readonly T[];
  columns: TableColumnsType<T>;
}) => {
  const t = useMessages(storeMessages);
  return (
    <Card size="small" title={title}>
      {rows.length === 0 ? (
        t('none')
      ) : (
        <Table<T> size="small" rowKey="id" pagination={false} dataSource={rows} columns={columns} />
      )}
    </Card>
  );
};

/** One store with its address, opening hours, delivery areas and employees (store/query). */
export const StoreDetailView = ({ id }: { id: number }) => {
  const t = useMessages(storeMessages);
  const store = useResourceText(storesResource);
  const schedule = useResourceText(storeSchedulesResource);
  const area = useResourceText(storeAreasResource);
  const employee = useResourceText(employeesResource);
  const detail = useQuery({
    queryKey: ['store-detail', id],
    queryFn: () => call(endpoints.store.query, { body: { id }, quiet: true }),
  });
  const positionField = employeesResource.resolved.find((field) => field.name === 'position');
  const positionLabel = (position: string) =>
    (positionField &&
      employee.options(positionField).find((option) => option.value === position)?.label) ??
    position;
  if (detail.isLoading) return <Spin />;
  const data: StoreDetail | undefined = detail.data;
  if (!data) return <Empty description={t('noStore')} />;
  const yesNo = (value: boolean) => (
    <Tag color={value ? 'green' : 'default'}>{value ? t('yes') : t('no')}</Tag>
  );
  return (
    <Flex vertical gap={16} data-testid="store-detail">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'storeName', label: store.label('storeName'), children: data.storeName },
          {
            key: 'logo',
            label: store.label('logo'),
            children: data.logo ? <Image src={data.logo} width={64} /> : '—',
          },
          {
            key: 'star',
            label: store.label('star'),
            children: <Rate disabled allowHalf count={STORE_STAR_MAX} value={data.star} />,
          },
          {
            key: 'avgSendTime',
            label: store.label('avgSendTime'),
            children: data.avgSendTime === null ? '—' : t('minutes', { count: data.avgSendTime }),
          },
          { key: 'city', label: store.label('city'), children: data.city ?? '—' },
          {
            key: 'coordinates',
            label: `${store.label('latitude')} / ${store.label('longitude')}`,
            children:
              data.latitude === null || data.longitude === null
                ? '—'
                : `${data.latitude}, ${data.longitude}`,
          },
          { key: 'organName', label: store.label('organName'), children: data.organName ?? '—' },
          { key: 'enable', label: store.label('enable'), children: yesNo(data.enable) },
          {
            key: 'address',
            label: t('address'),
            children: data.address
              ? [
                  data.address.province,
                  data.address.city,
                  data.address.district,
                  data.address.detail,
                  data.address.contact,
                  data.address.phone,
                ]
                  .filter(Boolean)
                  .join(' ')
              : '—',
          },
          { key: 'remark', label: store.label('remark'), children: data.remark ?? '—' },
        ]}
      />
      <DetailSection
        title={t('schedules')}
        rows={data.schedules}
        columns={[
          {
            key: 'weekday',
            dataIndex: 'weekday',
            title: schedule.label('weekday'),
            render: (day: number) => t(`weekday.${String(day) as WeekdayKey}`),
          },
          {
            key: 'period',
            title: `${schedule.label('openTime')} – ${schedule.label('closeTime')}`,
            render: (_, period) => `${period.openTime} – ${period.closeTime}`,
          },
        ]}
      />
      <DetailSection
        title={t('areas')}
        rows={data.areas}
        columns={[
          { key: 'areaName', dataIndex: 'areaName', title: area.label('areaName') },
          {
            key: 'radius',
            dataIndex: 'radius',
            title: area.label('radius'),
            render: (radius: number) => t('metres', { count: radius }),
          },
          {
            key: 'enable',
            dataIndex: 'enable',
            title: area.label('enable'),
            render: (value: boolean) => yesNo(value),
          },
        ]}
      />
      <DetailSection
        title={t('employees')}
        rows={data.employees}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('employeeName') },
          { key: 'userName', dataIndex: 'userName', title: employee.label('userName') },
          {
            key: 'position',
            dataIndex: 'position',
            title: employee.label('position'),
            render: (position: string) => positionLabel(position),
          },
        ]}
      />
    </Flex>
  );
};

/** /storeDetail/index?id=…: reached from a store row's details link. */
export const StoreDetailScreen = () => {
  const t = useMessages(storeMessages);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Card title={t('detailTitle')} data-testid="store-detail-screen">
      {Number.isInteger(id) && id > 0 ? (
        <StoreDetailView id={id} />
      ) : (
        <Empty description={t('noStore')} />
      )}
    </Card>
  );
};

/** /storeInfo/index: choose a store in the store chooser, then see its information. */
export const StoreInfoScreen = () => {
  const t = useMessages(storeMessages);
  const [open, setOpen] = useState(false);
  const [id, setId] = useState<number | null>(null);
  return (
    <Card
      title={t('infoTitle')}
      data-testid="store-info-screen"
      extra={
        <Button type="primary" data-testid="store-info-choose" onClick={() => setOpen(true)}>
          {t('choose')}
        </Button>
      }
    >
      {id === null ? <Empty description={t('chooseHint')} /> : <StoreDetailView key={id} id={id} />}
      <StoreChooser
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={([store]) => {
          if (store) setId(store.id);
          setOpen(false);
        }}
      />
    </Card>
  );
};
