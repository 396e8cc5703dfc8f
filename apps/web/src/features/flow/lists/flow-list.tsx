import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FLOW_INSTANCE_STATUSES,
  FLOW_TEXTS,
  PAGE_SIZE_DEFAULT,
  type FlowInstance,
  type Paged,
} from '@retail/contract';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { useLocale } from '../../../lib/i18n';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { flowMessages } from '../flow.i18n';

/** The search of the approval lists (texts as typed; empty ones are left out). */
export type FlowListFilter = {
  name: string;
  definitionKey: string;
  businessKey: string;
  status: FlowInstance['status'] | null;
};

const EMPTY: FlowListFilter = { name: '', definitionKey: '', businessKey: '', status: null };

/** The body the list endpoints take: trimmed texts, nothing for empty ones. */
export const filterBody = (filter: FlowListFilter) => ({
  ...(filter.name.trim() ? { name: filter.name.trim() } : {}),
  ...(filter.definitionKey.trim() ? { definitionKey: filter.definitionKey.trim() } : {}),
  ...(filter.businessKey.trim() ? { businessKey: filter.businessKey.trim() } : {}),
  ...(filter.status !== null ? { status: filter.status } : {}),
});

type Props<Row> = {
  title: string;
  testId: string;
  /** The list's query key; `['flow-list', key]` is invalidated after each decision. */
  listKey: string;
  load: (
    page: { pageNum: number; pageSize: number },
    filter: FlowListFilter,
  ) => Promise<Paged<Row>>;
  columns: TableColumnsType<Row>;
  /** A status filter (the instances list). */
  withStatus?: boolean;
  /** Buttons before the toolbar's own (start a process). */
  actions?: ReactNode;
};

/**
 * A list of the approval screens: search (process name, key, business key, maybe status), the
 * toolbar (refresh, columns), the table and the shared pagination.
 */
export const FlowList = <Row extends { id: number }>({
  title,
  testId,
  listKey,
  load,
  columns,
  withStatus = false,
  actions,
}: Props<Row>) => {
  const t = useMessages(flowMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [searchVisible, setSearchVisible] = useState(true);
  const [hidden, setHidden] = useState<string[]>([]);
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT as number });
  const list = useQuery({
    queryKey: ['flow-list', listKey, filter, page],
    placeholderData: keepPreviousData,
    queryFn: () => load(page, filter),
  });
  const apply = (next: FlowListFilter) => {
    setFilter(next);
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const text = (key: 'name' | 'definitionKey' | 'businessKey') => (
    <Input
      data-testid={`${testId}-filter-${key}`}
      aria-label={t(`filters.${key}`)}
      placeholder={t(`filters.${key}`)}
      style={{ width: 180 }}
      value={draft[key]}
      allowClear
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      onPressEnter={() => apply(draft)}
    />
  );
  return (
    <Card title={title} data-testid={testId}>
      <Flex vertical gap={12}>
        {searchVisible && (
          <Flex gap={8} wrap role="search" aria-label={t('search')}>
            {text('name')}
            {text('definitionKey')}
            {text('businessKey')}
            {withStatus && (
              <Select
                data-testid={`${testId}-filter-status`}
                aria-label={t('filters.status')}
                placeholder={t('filters.status')}
                style={{ width: 140 }}
                allowClear
                value={draft.status ?? undefined}
                onChange={(status?: FlowInstance['status']) =>
                  setDraft({ ...draft, status: status ?? null })
                }
                options={FLOW_INSTANCE_STATUSES.map((value) => ({
                  value,
                  label: FLOW_TEXTS.instanceStatus[`${value}`][locale],
                }))}
              />
            )}
            <Button type="primary" data-testid={`${testId}-search`} onClick={() => apply(draft)}>
              {t('search')}
            </Button>
            <Button
              data-testid={`${testId}-reset`}
              onClick={() => {
                setDraft(EMPTY);
                apply(EMPTY);
              }}
            >
              {t('reset')}
            </Button>
          </Flex>
        )}
        <ListToolbar
          searchVisible={searchVisible}
          onToggleSearch={() => setSearchVisible((visible) => !visible)}
          onRefresh={() => void list.refetch()}
          columns={columns.map((column) => ({
            key: String(column.key),
            title: String(column.title),
          }))}
          hiddenColumns={hidden}
          onHiddenColumnsChange={setHidden}
        >
          {actions}
        </ListToolbar>
        <Table<Row>
          data-testid={`${testId}-table`}
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={list.isFetching}
          dataSource={list.data?.entities ?? []}
          pagination={false}
          locale={{ emptyText: list.isError ? t('listFailed') : t('empty') }}
          columns={columns.filter((column) => !hidden.includes(String(column.key)))}
        />
        <ListPagination
          total={list.data?.totalCount ?? 0}
          page={page.pageNum}
          pageSize={page.pageSize}
          onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      </Flex>
    </Card>
  );
};
