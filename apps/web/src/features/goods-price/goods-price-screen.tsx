import { useState } from 'react';
import { Button, Card, Flex, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  endpoints,
  GOODS_STATUS_OFF_SHELF,
  GOODS_STATUS_ON_SALE,
  type GoodsPriceFilter,
  type GoodsPriceRecord,
  type GoodsRecord,
} from '@retail/contract';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { GoodsSkuEditor } from '../../components/goods-sku-editor';
import { goodsPriceMessages } from './goods-price.i18n';
import { GoodsPick, useFailure, useStoreNames } from './goods-price-parts';
import { PriceEditDialog } from './price-edit-dialog';
import { PriceModifyDialog } from './price-modify-dialog';
import { PagePagination, PriceTable, usePriceColumns, usePage } from './price-table';

const EDIT = 'GOODS_PRICE_EDIT';
const REMOVE = 'GOODS_PRICE_REMOVE';

/** /goodsPrice/index: prices of goods per store and SKU; add, edit, change several, remove. */
export const GoodsPriceScreen = () => {
  const t = useMessages(goodsPriceMessages);
  const failed = useFailure();
  const storeName = useStoreNames();
  const columns = usePriceColumns();
  const [draft, setDraft] = useState<GoodsPriceFilter>({});
  const [filter, setFilter] = useState<GoodsPriceFilter>({});
  const { page, setPage, firstPage } = usePage();
  const [selected, setSelected] = useState<GoodsPriceRecord[]>([]);
  const [editing, setEditing] = useState<GoodsPriceRecord | 'new' | null>(null);
  const [modifying, setModifying] = useState<GoodsPriceRecord[]>([]);
  const [skuGoods, setSkuGoods] = useState<GoodsRecord | null>(null);
  const prices = useQuery({
    queryKey: ['goods-price-list', filter, page],
    placeholderData: keepPreviousData,
    queryFn: () => call(endpoints.goodsPrice.list, { query: page, body: filter }),
  });
  const reload = () => {
    setSelected([]);
    void prices.refetch();
  };
  const search = (next: GoodsPriceFilter) => {
    setFilter(next);
    firstPage();
  };
  const remove = async (row: GoodsPriceRecord) => {
    try {
      await call(endpoints.goodsPrice.remove, { query: { id: row.id } });
      reload();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Card title={t('price.title')} data-testid="goods-price-screen">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center" data-testid="goods-price-search">
          <StoreField
            allowClear
            value={draft.storeId ?? undefined}
            onChange={(value) =>
              setDraft((current) => ({
                ...current,
                storeId: typeof value === 'number' ? value : null,
              }))
            }
          />
          <Input
            data-testid="goods-price-name"
            aria-label={t('price.nameFilter')}
            placeholder={t('price.nameFilter')}
            allowClear
            style={{ width: 200 }}
            value={draft.goodsName ?? ''}
            onChange={(event) =>
              setDraft((current) => ({ ...current, goodsName: event.target.value }))
            }
          />
          <Select
            data-testid="goods-price-status"
            aria-label={t('common.status')}
            style={{ width: 140 }}
            value={draft.status ?? -1}
            onChange={(status: number) =>
              setDraft((current) => ({ ...current, status: status === -1 ? null : status }))
            }
            options={[
              { value: -1, label: t('common.allStatuses') },
              { value: GOODS_STATUS_ON_SALE, label: t('common.onSale') },
              { value: GOODS_STATUS_OFF_SHELF, label: t('common.offShelf') },
            ]}
          />
          <Button
            type="primary"
            data-testid="goods-price-search-button"
            onClick={() => search(draft)}
          >
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              search({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Flex>
        <Space wrap>
          <Authorized code={EDIT}>
            <Button type="primary" data-testid="goods-price-add" onClick={() => setEditing('new')}>
              {t('price.add')}
            </Button>
            <Button
              data-testid="goods-price-modify"
              disabled={selected.length === 0}
              title={selected.length === 0 ? t('price.modifyHint') : undefined}
              onClick={() => setModifying(selected)}
            >
              {t('price.modify')}
            </Button>
          </Authorized>
          <Authorized code="GOODS_EDIT">
            <GoodsPick testId="goods-price-skus" label={t('price.skus')} onChange={setSkuGoods} />
          </Authorized>
          <Button onClick={reload}>{t('common.refresh')}</Button>
        </Space>
        <PriceTable
          testId="goods-price-table"
          loading={prices.isFetching}
          dataSource={prices.data?.entities ?? []}
          pagination={false}
          rowSelection={{
            selectedRowKeys: selected.map((row) => row.id),
            onChange: (_keys, rows) => setSelected(rows),
          }}
          columns={[
            ...columns.goods,
            { key: 'store', title: t('common.store'), render: (_, row) => storeName(row.storeId) },
            {
              ...columns.price,
              render: (price: string) => <span data-testid="price-cell">{price}</span>,
            },
            columns.marketPrice,
            columns.status,
            columns.actions((row) => (
              <Space>
                <Authorized code={EDIT}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('common.edit')}
                  </Button>
                </Authorized>
                <Authorized code={REMOVE}>
                  <Popconfirm
                    title={t('common.confirmRemove')}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove(row)}
                  >
                    <Button type="link" size="small" danger>
                      {t('common.remove')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              </Space>
            )),
          ]}
        />
        <PagePagination total={prices.data?.totalCount ?? 0} page={page} onChange={setPage} />
      </Flex>
      <PriceEditDialog
        open={editing !== null}
        record={editing === 'new' ? null : editing}
        storeName={editing && editing !== 'new' ? storeName(editing.storeId) : undefined}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <PriceModifyDialog
        rows={modifying}
        storeName={storeName}
        onClose={() => setModifying([])}
        onSaved={() => {
          setModifying([]);
          reload();
        }}
      />
      <Modal
        open={skuGoods !== null}
        width={960}
        title={t('price.skusTitle', { name: skuGoods?.goodsName ?? '' })}
        footer={null}
        onCancel={() => {
          setSkuGoods(null);
          reload();
        }}
        destroyOnHidden
      >
        {skuGoods && <GoodsSkuEditor goodsId={skuGoods.id} goodsTypeId={skuGoods.goodsTypeId} />}
      </Modal>
    </Card>
  );
};
