import { useEffect, useState } from 'react';
import { App, Button, Flex, Input, Table, Typography } from 'antd';
import { endpoints, type GoodsPriceRecord } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsPriceMessages } from './goods-price.i18n';
import { isMoney, MoneyInput, SkuCell } from './goods-price-parts';

/**
 * New prices for several rows at once (price-modify, all or nothing). Each row has its own
 * input; "apply to all" copies one amount, as text, to every row.
 */
export const PriceModifyDialog = ({
  rows,
  storeName,
  onClose,
  onSaved,
}: {
  /** The rows being changed; empty: closed. */
  rows: GoodsPriceRecord[];
  storeName: (id: number) => string;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const t = useMessages(goodsPriceMessages);
  const { message } = App.useApp();
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [all, setAll] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setPrices(Object.fromEntries(rows.map((row) => [row.id, row.price])));
    setAll('');
  }, [rows]);

  const invalid = rows.filter((row) => !isMoney(prices[row.id] ?? ''));
  const save = async () => {
    if (invalid.length > 0) {
      void message.error(t('money.invalid'));
      return;
    }
    setSaving(true);
    try {
      await call(endpoints.goodsPrice.priceModify, {
        body: {
          items: rows.map((row) => ({ id: row.id, price: (prices[row.id] ?? '').trim() })),
        },
      });
      void message.success(t('common.done'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialog
      open={rows.length > 0}
      width={760}
      title={t('price.modifyTitle', { count: rows.length })}
      dirty={rows.some((row) => (prices[row.id] ?? row.price) !== row.price)}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={saving}
      testId="price-modify"
    >
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Input
            data-testid="price-modify-all"
            placeholder="0.00"
            inputMode="decimal"
            value={all}
            onChange={(event) => setAll(event.target.value)}
            style={{ width: 160 }}
          />
          <Button
            data-testid="price-modify-apply"
            disabled={!isMoney(all)}
            onClick={() => setPrices(Object.fromEntries(rows.map((row) => [row.id, all.trim()])))}
          >
            {t('price.applyAll')}
          </Button>
        </Flex>
        <Table<GoodsPriceRecord>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'goodsName', dataIndex: 'goodsName', title: t('common.goodsName') },
            {
              key: 'sku',
              title: t('common.sku'),
              render: (_, row) => <SkuCell skuText={row.skuText} skuCode={row.skuCode} />,
            },
            {
              key: 'store',
              title: t('common.store'),
              render: (_, row) => storeName(row.storeId),
            },
            {
              key: 'price',
              title: t('common.price'),
              render: (_, row) => (
                <Flex vertical>
                  <MoneyInput
                    testId={`price-modify-${row.id}`}
                    value={prices[row.id] ?? ''}
                    onChange={(value) => setPrices((current) => ({ ...current, [row.id]: value }))}
                  />
                  {!isMoney(prices[row.id] ?? '') && (
                    <Typography.Text type="danger">{t('money.invalid')}</Typography.Text>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </EditDialog>
  );
};
