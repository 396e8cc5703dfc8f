import { useState } from 'react';
import { Button, Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { deviceMessages } from './device.i18n';

type Event = {
  kind: 'fault' | 'door' | 'secret';
  code: string | null;
  message: string | null;
  createDate: string;
};

const EventList = ({ id }: { id: number }) => {
  const t = useMessages(deviceMessages);
  const events = useQuery({
    queryKey: [endpoints.deviceEvents.list.path, id],
    queryFn: () => call(endpoints.deviceEvents.list, { body: { id } }),
  });
  return (
    <Table<Event>
      data-testid="device-events"
      size="small"
      rowKey={(_, index) => String(index)}
      loading={events.isLoading}
      dataSource={events.data ?? []}
      pagination={false}
      locale={{ emptyText: t('noEvents') }}
      columns={[
        { title: t('when'), dataIndex: 'createDate', width: 170 },
        {
          title: t('kind'),
          dataIndex: 'kind',
          width: 110,
          render: (kind: Event['kind']) => t(`kinds.${kind}`),
        },
        { title: t('code'), dataIndex: 'code', width: 90 },
        { title: t('message'), dataIndex: 'message' },
      ]}
    />
  );
};

/** A device row's recent events (faults, door, secrets issued), newest first. */
export const DeviceEventsAction = ({ row }: ResourceActionsProps) => {
  const t = useMessages(deviceMessages);
  const [open, setOpen] = useState(false);
  const id = row.id as number;
  return (
    <>
      <Button
        type="link"
        size="small"
        data-testid={`device-events-${String(id)}`}
        onClick={() => setOpen(true)}
      >
        {t('events')}
      </Button>
      {open && (
        <Modal
          open
          width={720}
          title={t('eventsTitle', { code: String(row.innerCode ?? id) })}
          onCancel={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>{t('ok')}</Button>}
        >
          <EventList id={id} />
        </Modal>
      )}
    </>
  );
};
