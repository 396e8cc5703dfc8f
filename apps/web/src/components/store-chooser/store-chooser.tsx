import { useState } from 'react';
import { App, Button, Flex, Input, Modal, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHOOSER_PAGE_SIZES, endpoints, type StoreRecord } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { ListPagination } from '../list/list-pagination';
import { storeChooserMessages } from './store-chooser.i18n';

export type StoreChooserProps = {
  open: boolean;
  onClose: () => void;
  /** The chosen stores (one unless `multiple`). */
  onConfirm: (stores: StoreRecord[]) => void;
  multiple?: boolean;
};

const SIZES = CHOOSER_PAGE_SIZES.store;

/** The paged store list of the dialog; mounted only while the dialog is open, so opening loads. */
const ChooserPanel = ({
  onClose,
  onConfirm,
  multiple = false,
}: Omit<StoreChooserProps, 'open'>) => {
  const t = useMessages(storeChooserMessages);
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  const [storeName, setStoreName] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: SIZES.default as number });
  // Chosen stores are kept by id across pages.
  const [chosen, setChosen] = useState<Map<number, StoreRecord>>(new Map());
  const list = useQuery({
    queryKey: ['store-chooser', storeName, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(endpoints.store.list, {
        query: page,
        body: storeName ? { storeName } : {},
      }),
  });

  const search = (name: string) => {
    setStoreName(name.trim());
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const confirm = () => {
    if (chosen.size === 0) {
      void message.warning(t('nothing'));
      return;
    }
    onConfirm([...chosen.values()]);
  };
  const rows = list.data?.entities ?? [];

  return (
    <Flex vertical gap={12} data-testid="store-chooser">
      <Flex gap={8} wrap>
        <Input
          data-testid="store-chooser-name"
          placeholder={t('storeName')}
          style={{ width: 240 }}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => search(draft)}
          allowClear
        />
        <Button type="primary" data-testid="store-chooser-search" onClick={() => search(draft)}>
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            setDraft('');
            search('');
          }}
        >
          {t('reset')}
        </Button>
      </Flex>
      <Table<StoreRecord>
        data-testid="store-chooser-table"
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...chosen.keys()],
          onChange: (_keys, selected) =>
            setChosen((current) => {
              // Keep the choices of other pages; replace those of this page.
              const next = multiple ? new Map(current) : new Map<number, StoreRecord>();
              for (const row of rows) next.delete(row.id);
              for (const row of selected) next.set(row.id, row);
              return next;
            }),
        }}
        onRow={(row) => ({
          onClick: () =>
            setChosen((current) => {
              const next = multiple ? new Map(current) : new Map<number, StoreRecord>();
              if (multiple && next.has(row.id)) next.delete(row.id);
              else next.set(row.id, row);
              return next;
            }),
        })}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('columns.id'), width: 70 },
          { key: 'storeName', dataIndex: 'storeName', title: t('columns.storeName') },
          { key: 'city', dataIndex: 'city', title: t('columns.city') },
          { key: 'organName', dataIndex: 'organName', title: t('columns.organName') },
          {
            key: 'enable',
            dataIndex: 'enable',
            title: t('columns.enable'),
            render: (enable: boolean) => (
              <Tag color={enable ? 'green' : 'default'}>{enable ? t('yes') : t('no')}</Tag>
            ),
          },
        ]}
      />
      <ListPagination
        total={list.data?.totalCount ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        pageSizes={SIZES.options}
        autoScroll={false}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary" data-testid="store-chooser-count">
          {t('selected', { count: chosen.size })}
        </Typography.Text>
        <Flex gap={8}>
          <Button data-testid="store-chooser-cancel" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="primary" data-testid="store-chooser-confirm" onClick={confirm}>
            {t('confirm')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
};

/**
 * The store chooser ('please choose a store', console.md §2, §9): a paged list of the stores of
 * the caller's scope, page size 10 (10, 20, 30, 40), loaded each time it opens.
 */
export const StoreChooser = ({ open, onClose, ...rest }: StoreChooserProps) => {
  const t = useMessages(storeChooserMessages);
  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {open && <ChooserPanel onClose={onClose} {...rest} />}
    </Modal>
  );
};
