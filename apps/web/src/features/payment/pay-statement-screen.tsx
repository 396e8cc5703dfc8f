import { useState } from 'react';
import { App, Button, Card, Flex, Input, Radio, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  endpoints,
  PAGE_SIZE_MAX,
  PAY_STATEMENT_AUTHORITY,
  type PayStatementFilter,
  type PayStatementRow,
} from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { paymentMessages } from './payment.i18n';

// /payStatement/index: paid, refunded and net per store or per vending device over a range of
// days (the server sums the pay and refund orders the user may see), a total row, and an export
// of the same rows to "My exports".

const today = () => new Date().toISOString().slice(0, 10);
const SUMS = ['payCount', 'payAmount', 'refundCount', 'refundAmount', 'netAmount'] as const;
const MONEY: readonly string[] = ['payAmount', 'refundAmount', 'netAmount'];

/** Cents as yuan with two decimals, by their digits (net may be below zero). */
const yuan = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export const PayStatementScreen = () => {
  const t = useMessages(paymentMessages);
  const { message } = App.useApp();
  const [draft, setDraft] = useState<PayStatementFilter>({
    from: today(),
    to: today(),
    by: 'store',
  });
  const [filter, setFilter] = useState<PayStatementFilter>(draft);
  const rows = useQuery({
    queryKey: [endpoints.payStatement.list.path, filter],
    queryFn: () =>
      call(endpoints.payStatement.list, {
        query: { pageSize: PAGE_SIZE_MAX, pageNum: 1 },
        body: filter,
      }),
  });
  const entities = rows.data?.entities ?? [];
  // The total row: the rows added up (a statement has a row per store or device, one page).
  const total = Object.fromEntries(
    SUMS.map((key) => [key, entities.reduce((sum, row) => sum + row[key], 0)]),
  ) as Record<(typeof SUMS)[number], number>;
  const byStore = filter.by === 'store';
  const name = (row: PayStatementRow) =>
    byStore
      ? (row.storeName ?? t('noStore'))
      : row.deviceCode
        ? `${row.deviceCode} ${row.deviceName ?? ''}`.trim()
        : t('noDevice');
  const cell = (key: string, value: number) => (MONEY.includes(key) ? yuan(value) : String(value));

  const exportRows = async () => {
    await call(endpoints.export.create, {
      body: {
        endpoint: 'payStatement.list',
        body: filter,
        fileName: t(byStore ? 'byStore' : 'byDevice'),
        columns: [
          ...(byStore
            ? [{ key: 'storeName', header: t('store') }]
            : [
                { key: 'deviceCode', header: t('device') },
                { key: 'deviceName', header: t('device') },
                { key: 'storeName', header: t('store') },
              ]),
          ...SUMS.map((key) => ({ key, header: t(key) })),
        ],
      },
    });
    void message.success(t('exportStarted'));
  };

  return (
    <Card>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Typography.Text>{t('from')}</Typography.Text>
          <Input
            type="date"
            style={{ width: 160 }}
            data-testid="statement-from"
            aria-label={t('from')}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <Typography.Text>{t('to')}</Typography.Text>
          <Input
            type="date"
            style={{ width: 160 }}
            data-testid="statement-to"
            aria-label={t('to')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <Radio.Group
            value={draft.by}
            onChange={(event) =>
              setDraft({ ...draft, by: event.target.value as 'store' | 'device' })
            }
            options={[
              { value: 'store', label: t('byStore') },
              { value: 'device', label: t('byDevice') },
            ]}
            optionType="button"
          />
          <Button type="primary" data-testid="statement-query" onClick={() => setFilter(draft)}>
            {t('query')}
          </Button>
          <Authorized code={PAY_STATEMENT_AUTHORITY}>
            <Button data-testid="statement-export" onClick={() => void exportRows()}>
              {t('export')}
            </Button>
          </Authorized>
        </Flex>
        <Typography.Text type="secondary">{t('hint')}</Typography.Text>
        <Table<PayStatementRow>
          data-testid="list-table"
          size="small"
          rowKey="key"
          loading={rows.isLoading}
          dataSource={entities}
          pagination={false}
          columns={[
            { title: t(byStore ? 'store' : 'device'), key: 'name', render: (_, row) => name(row) },
            ...(byStore
              ? []
              : [
                  {
                    title: t('store'),
                    key: 'store',
                    render: (_: unknown, row: PayStatementRow) => row.storeName ?? '',
                  },
                ]),
            ...SUMS.map((key) => ({
              title: t(key),
              dataIndex: key,
              align: 'right' as const,
              render: (value: number) => cell(key, value),
            })),
          ]}
          summary={() =>
            entities.length > 0 ? (
              <Table.Summary.Row data-testid="statement-total">
                <Table.Summary.Cell index={0} colSpan={byStore ? 1 : 2}>
                  {t('total')}
                </Table.Summary.Cell>
                {SUMS.map((key, index) => (
                  <Table.Summary.Cell key={key} index={index + 1} align="right">
                    {cell(key, total[key])}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </Flex>
    </Card>
  );
};
