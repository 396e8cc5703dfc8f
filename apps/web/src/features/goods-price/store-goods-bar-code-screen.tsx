import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Empty,
  Flex,
  Input,
  Table,
  Typography,
} from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BarCodeMatch, endpoints, type GoodsSkuRecord } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { goodsPriceMessages } from './goods-price.i18n';
import { PriceStatusTag, useFailure } from './goods-price-parts';
import { PagePagination, usePage } from './price-table';

/** Looks a bar code up: the SKU (or goods) it belongs to and, with a store, its price there. */
const BarCodeLookup = () => {
  const t = useMessages(goodsPriceMessages);
  const failed = useFailure();
  const [barCode, setBarCode] = useState('');
  const [storeId, setStoreId] = useState<number | null>(null);
  const [found, setFound] = useState<BarCodeMatch | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    if (!barCode.trim()) return;
    setBusy(true);
    try {
      setFound(
        await call(endpoints.goodsSku.queryByBarCode, {
          body: { barCode: barCode.trim(), ...(storeId ? { storeId } : {}) },
        }),
      );
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('barCode.lookup')} data-testid="bar-code-lookup">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Input
            data-testid="bar-code-lookup-input"
            style={{ width: 220 }}
            placeholder={t('common.barCode')}
            value={barCode}
            onChange={(event) => setBarCode(event.target.value)}
            onPressEnter={() => void lookUp()}
          />
          <Typography.Text type="secondary">{t('barCode.storeOptional')}</Typography.Text>
          <StoreField
            allowClear
            value={storeId ?? undefined}
            onChange={(value) => setStoreId(typeof value === 'number' ? value : null)}
          />
          <Button
            type="primary"
            loading={busy}
            data-testid="bar-code-lookup-button"
            onClick={() => void lookUp()}
          >
            {t('barCode.lookupButton')}
          </Button>
        </Flex>
        {found === null && (
          <Typography.Text type="warning" data-testid="bar-code-lookup-none">
            {t('barCode.notFound')}
          </Typography.Text>
        )}
        {found && (
          <Descriptions size="small" column={2} bordered data-testid="bar-code-lookup-result">
            <Descriptions.Item label={t('common.goodsName')}>
              {found.goods.goodsName}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.goodsCode')}>
              {found.goods.goodsCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.sku')}>
              {found.sku ? `${found.sku.specText} (${found.sku.skuCode})` : t('common.goodsItself')}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.barCode')}>
              {found.matchedBy === 'sku' ? t('barCode.matchedBySku') : t('barCode.matchedByGoods')}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.price')}>
              {found.price ? found.price.price : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.status')}>
              {found.price ? (
                <PriceStatusTag status={found.price.status} text={found.price.statusText} />
              ) : (
                <PriceStatusTag status={found.goods.status} text={found.goods.statusText} />
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Flex>
    </Card>
  );
};

/** /storeGoodsBarCode/index: SKUs with their bar codes; edit one; look one up. */
export const StoreGoodsBarCodeScreen = () => {
  const t = useMessages(goodsPriceMessages);
  const { message } = App.useApp();
  const failed = useFailure();
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState({ keyword: '', hasBarCode: false });
  const { page, setPage, firstPage } = usePage();
  const [editing, setEditing] = useState<GoodsSkuRecord | null>(null);
  const [barCode, setBarCode] = useState('');
  const [saving, setSaving] = useState(false);
  const skus = useQuery({
    queryKey: ['store-goods-bar-codes', filter, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(endpoints.goodsSku.list, {
        query: page,
        body: {
          ...(filter.keyword ? { keyword: filter.keyword } : {}),
          ...(filter.hasBarCode ? { hasBarCode: true } : {}),
        },
      }),
  });
  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await call(endpoints.goodsSku.edit, { body: { id: editing.id, barCode: barCode.trim() } });
      void message.success(t('common.saved'));
      setEditing(null);
      await skus.refetch();
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('barCode.title')} data-testid="store-goods-bar-code-screen">
      <Flex vertical gap={12}>
        <BarCodeLookup />
        <Flex gap={8} wrap align="center">
          <Input.Search
            data-testid="bar-code-keyword"
            style={{ width: 320 }}
            placeholder={t('barCode.keyword')}
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(value) => {
              setFilter((current) => ({ ...current, keyword: value.trim() }));
              firstPage();
            }}
          />
          <Checkbox
            data-testid="bar-code-only"
            checked={filter.hasBarCode}
            onChange={(event) => {
              setFilter((current) => ({ ...current, hasBarCode: event.target.checked }));
              firstPage();
            }}
          >
            {t('barCode.onlyWithCode')}
          </Checkbox>
        </Flex>
        <Table<GoodsSkuRecord>
          data-testid="bar-code-table"
          rowKey="id"
          size="middle"
          loading={skus.isFetching}
          dataSource={skus.data?.entities ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t('common.empty')} /> }}
          columns={[
            { key: 'goodsName', dataIndex: 'goodsName', title: t('common.goodsName') },
            { key: 'goodsCode', dataIndex: 'goodsCode', title: t('common.goodsCode') },
            { key: 'specText', dataIndex: 'specText', title: t('common.sku') },
            { key: 'skuCode', dataIndex: 'skuCode', title: t('common.skuCode') },
            {
              key: 'barCode',
              dataIndex: 'barCode',
              title: t('common.barCode'),
              render: (code: string | null) =>
                code ?? (
                  <Typography.Text type="secondary">{t('barCode.noBarCode')}</Typography.Text>
                ),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, row) => (
                <Authorized code="GOODS_EDIT">
                  <Button
                    type="link"
                    size="small"
                    data-testid={`bar-code-edit-${row.id}`}
                    onClick={() => {
                      setEditing(row);
                      setBarCode(row.barCode ?? '');
                    }}
                  >
                    {t('common.edit')}
                  </Button>
                </Authorized>
              ),
            },
          ]}
        />
        <PagePagination total={skus.data?.totalCount ?? 0} page={page} onChange={setPage} />
      </Flex>
      <EditDialog
        open={editing !== null}
        title={t('barCode.editTitle', {
          sku: editing ? `${editing.goodsName ?? ''} ${editing.specText}` : '',
        })}
        dirty={barCode !== (editing?.barCode ?? '')}
        onClose={() => setEditing(null)}
        onSubmit={() => void save()}
        submitting={saving}
        testId="bar-code"
      >
        <Input
          data-testid="bar-code-input"
          value={barCode}
          onChange={(event) => setBarCode(event.target.value)}
        />
      </EditDialog>
    </Card>
  );
};
