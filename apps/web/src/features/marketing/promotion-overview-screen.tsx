import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  ACTIVITY_STATUS_TEXTS,
  ACTIVITY_STATUSES,
  PAGE_SIZE_DEFAULT,
  PROMOTION_KIND_CODES,
  PROMOTION_KINDS,
  promotionKindText,
  promotionOverviewEndpoints,
  type PromotionKind,
  type PromotionOverviewFilter,
  type PromotionOverviewRow,
} from '@retail/contract';
import { ListPagination } from '../../components/list/list-pagination';
import { ListToolbar } from '../../components/list/list-toolbar';
import { call } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import { marketingMessages } from './marketing.i18n';

// /promotion/index (docs/marketing.md): every promotion of every kind in the caller's scope —
// what runs now, what comes next, what ended — searchable by kind, state, name and a moment;
// each row opens its kind's own screen, where it is edited, scheduled and stopped.

type Draft = { kind: PromotionKind | null; status: number | null; name: string; at: string };
const EMPTY: Draft = { kind: null, status: null, name: '', at: '' };

/** The body of the list call; a `datetime-local` value (yyyy-MM-ddTHH:mm) as the API's moment. */
export const overviewFilter = (draft: Draft): PromotionOverviewFilter => ({
  ...(draft.kind !== null ? { kind: draft.kind } : {}),
  ...(draft.status !== null ? { status: draft.status } : {}),
  ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
  ...(draft.at ? { at: `${draft.at.replace('T', ' ').slice(0, 16)}:00` } : {}),
});

/** Running stands out (antd's blue tag keeps AA contrast; its green does not), the rest plain. */
const STATUS_COLOURS: Record<number, string | undefined> = { 20: 'blue' };

export const PromotionOverviewScreen = () => {
  const t = useMessages(marketingMessages);
  const locale = useLocale();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [searchVisible, setSearchVisible] = useState(true);
  const [hidden, setHidden] = useState<string[]>([]);
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT as number });
  const list = useQuery({
    queryKey: ['promotion-overview', filter, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(promotionOverviewEndpoints.list, { query: page, body: overviewFilter(filter) }),
  });
  const apply = (next: Draft) => {
    setFilter(next);
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const kindOf = (row: PromotionOverviewRow) => row.kind as PromotionKind;
  const statusText = (status: number) => ACTIVITY_STATUS_TEXTS[locale][String(status)] ?? '';

  const columns: TableColumnsType<PromotionOverviewRow> = [
    {
      key: 'kind',
      title: t('overviewKind'),
      render: (_: unknown, row) => promotionKindText(kindOf(row), locale),
    },
    { key: 'name', title: t('overviewName'), dataIndex: 'name' },
    {
      key: 'status',
      title: t('overviewStatus'),
      render: (_: unknown, row) => (
        <Tag color={STATUS_COLOURS[row.status]}>{statusText(row.status)}</Tag>
      ),
    },
    {
      key: 'window',
      title: t('overviewWindow'),
      render: (_: unknown, row) =>
        row.startTime && row.endTime
          ? `${row.startTime} – ${row.endTime}`
          : t('overviewDaysAfterClaim'),
    },
    { key: 'organName', title: t('overviewOrgan'), dataIndex: 'organName' },
    { key: 'updateDate', title: t('overviewUpdated'), dataIndex: 'updateDate' },
    {
      key: 'actions',
      title: t('overviewOpen'),
      fixed: 'right',
      render: (_: unknown, row) => {
        const screen = PROMOTION_KINDS[kindOf(row)];
        return (
          <Button
            type="link"
            size="small"
            data-testid={`promotion-open-${row.key}`}
            aria-label={t('overviewOpenOf', {
              name: row.name,
              screen: screen.labels[locale].title,
            })}
            onClick={() => void navigate(screen.screenPath)}
          >
            {t('overviewOpen')}
          </Button>
        );
      },
    },
  ];

  return (
    <Card title={title('promotion')} data-testid="promotion-overview">
      <Flex vertical gap={12}>
        {searchVisible && (
          <Flex gap={8} wrap role="search" aria-label={t('overviewSearchArea')}>
            <Select
              data-testid="promotion-filter-kind"
              aria-label={t('overviewKind')}
              placeholder={t('overviewKind')}
              style={{ width: 180 }}
              allowClear
              value={draft.kind ?? undefined}
              onChange={(kind?: PromotionKind) => setDraft({ ...draft, kind: kind ?? null })}
              options={PROMOTION_KIND_CODES.map((kind) => ({
                value: kind,
                label: promotionKindText(kind, locale),
              }))}
            />
            <Select
              data-testid="promotion-filter-status"
              aria-label={t('overviewStatus')}
              placeholder={t('overviewStatus')}
              style={{ width: 140 }}
              allowClear
              value={draft.status ?? undefined}
              onChange={(status?: number) => setDraft({ ...draft, status: status ?? null })}
              options={ACTIVITY_STATUSES.map((status) => ({
                value: status,
                label: statusText(status),
              }))}
            />
            <Input
              data-testid="promotion-filter-name"
              aria-label={t('overviewName')}
              placeholder={t('overviewName')}
              style={{ width: 180 }}
              allowClear
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              onPressEnter={() => apply(draft)}
            />
            <Input
              type="datetime-local"
              data-testid="promotion-filter-at"
              aria-label={t('overviewAt')}
              style={{ width: 210 }}
              value={draft.at}
              onChange={(event) => setDraft({ ...draft, at: event.target.value })}
            />
            <Button type="primary" data-testid="promotion-search" onClick={() => apply(draft)}>
              {t('overviewSearch')}
            </Button>
            <Button
              data-testid="promotion-reset"
              onClick={() => {
                setDraft(EMPTY);
                apply(EMPTY);
              }}
            >
              {t('overviewReset')}
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
        />
        <Table<PromotionOverviewRow>
          data-testid="promotion-overview-table"
          rowKey="key"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={list.isFetching}
          dataSource={list.data?.entities ?? []}
          pagination={false}
          locale={{ emptyText: list.isError ? t('overviewFailed') : t('overviewEmpty') }}
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
