import { useState } from 'react';
import { App, Button, Card, Flex, Input, Radio, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  endpoints,
  PAGE_SIZE_MAX,
  PAY_STATEMENT_AUTHORITY,
  type PayStatementFilter,
  type PayStatementRow,
} from '@retail/contract';
import { formatMoney } from '../../components/field-cells';
import { call } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { paymentMessages } from './payment.i18n';

// /payStatement/index: paid, refunded and net per store or per vending device over a range of
// days (the server sums the pay and refund orders the user may see), a total row, and an export
// of the same rows to "My exports".

const today = () => new Date().toISOString().slice(0, 10);
const SUMS = ['payCount', 'payAmount', 'refundCount', 'refundAmount', 'netAmount'] as const;
const MONEY: readonly string[] = ['payAmount', 'refundAmount', 'netAmount'];

export const PayStatementScreen = () => {
  const t = useMessages(paymentMessages);
  const locale = useLocale();
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
  const total = useQuery({
    queryKey: [endpoints.payStatement.total.path, filter],
    queryFn: () => call(endpoints.payStatement.total, { body: filter }),
  });
  const byStore = filter.by === 'store';
  const name = (row: PayStatementRow) =>
    byStore
      ? (row.storeName ?? t('noStore'))
      : row.deviceCode
        ? `${row.deviceCode} ${row.deviceName ?? ''}`.trim()
        : t('noDevice');
  const cell = (key: string, value: number) =>
    MONEY.includes(key) ? formatMoney(value, locale) : String(value);

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
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <Typography.Text>{t('to')}</Typography.Text>
          <Input
            type="date"
            style={{ width: 160 }}
            data-testid="statement-to"
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
            <Button
              icon={<DownloadOutlined />}
              data-testid="statement-export"
              onClick={() => void exportRows()}
            >
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
          dataSource={rows.data?.entities ?? []}
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
            total.data ? (
              <Table.Summary.Row data-testid="statement-total">
                <Table.Summary.Cell index={0} colSpan={byStore ? 1 : 2}>
                  {t('total')}
                </Table.Summary.Cell>
                {SUMS.map((key, index) => (
                  <Table.Summary.Cell key={key} index={index + 1} align="right">
                    {cell(key, total.data[key])}
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
