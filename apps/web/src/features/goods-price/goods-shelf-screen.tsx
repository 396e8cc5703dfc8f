import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Input, Space, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  endpoints,
  GOODS_STATUS_ON_SALE,
  type GoodsPriceRecord,
  PAGE_SIZE_DEFAULT,
} from '@retail/contract';
import { ListPagination } from '../../components/list/list-pagination';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { goodsPriceMessages } from './goods-price.i18n';
import { PriceStatusTag, SkuCell, useFailure } from './goods-price-parts';

/** /goodsShelf/index: the shelf of a store, each priced goods or SKU launched or taken off. */
export const GoodsShelfScreen = () => {
  const t = useMessages(goodsPriceMessages);
  const { message } = App.useApp();
  const failed = useFailure();
  const [storeId, setStoreId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [goodsName, setGoodsName] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT as number });
  const [selected, setSelected] = useState<number[]>([]);
  const shelf = useQuery({
    queryKey: ['goods-shelf', storeId, goodsName, page],
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(endpoints.goodsPrice.list, {
        query: page,
        body: { storeId: storeId ?? 0, ...(goodsName ? { goodsName } : {}) },
      }),
  });
  const launch = async (ids: number[], onSale: boolean) => {
    try {
      await call(endpoints.goodsPrice.launch, { body: { ids, onSale } });
      void message.success(t('common.done'));
      setSelected([]);
      await shelf.refetch();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Card
      title={t('shelf.title')}
      data-testid="goods-shelf-screen"
      extra={
        <StoreField
          value={storeId ?? undefined}
          onChange={(value) => {
            setStoreId(typeof value === 'number' ? value : null);
            setSelected([]);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
        />
      }
    >
      {storeId === null ? (
        <Empty description={t('shelf.hint')} />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={8} wrap>
            <Input.Search
              data-testid="goods-shelf-name"
              placeholder={t('price.nameFilter')}
              allowClear
              style={{ width: 240 }}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onSearch={(value) => {
                setGoodsName(value.trim());
                setPage((current) => ({ ...current, pageNum: 1 }));
              }}
            />
            <Authorized code="GOODS_PRICE_EDIT">
              <Space>
                <Button
                  type="primary"
                  disabled={selected.length === 0}
                  onClick={() => void launch(selected, true)}
                >
                  {t('shelf.launchSelected')}
                </Button>
                <Button
                  disabled={selected.length === 0}
                  onClick={() => void launch(selected, false)}
                >
                  {t('shelf.takeOffSelected')}
                </Button>
              </Space>
            </Authorized>
          </Flex>
          <Table<GoodsPriceRecord>
            data-testid="goods-shelf-table"
            rowKey="id"
            size="middle"
            loading={shelf.isFetching}
            dataSource={shelf.data?.entities ?? []}
            pagination={false}
            locale={{ emptyText: t('common.empty') }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(Number)),
            }}
            columns={[
              { key: 'goodsName', dataIndex: 'goodsName', title: t('common.goodsName') },
              { key: 'goodsCode', dataIndex: 'goodsCode', title: t('common.goodsCode') },
              {
                key: 'sku',
                title: t('common.sku'),
                render: (_, row) => <SkuCell skuText={row.skuText} skuCode={row.skuCode} />,
              },
              { key: 'price', dataIndex: 'price', title: t('common.price') },
              {
                key: 'status',
                title: t('common.status'),
                render: (_, row) => <PriceStatusTag status={row.status} text={row.statusText} />,
              },
              {
                key: 'actions',
                title: t('common.actions'),
                render: (_, row) => (
                  <Authorized code="GOODS_PRICE_EDIT">
                    {row.status === GOODS_STATUS_ON_SALE ? (
                      <Button
                        type="link"
                        size="small"
                        danger
                        data-testid={`goods-shelf-off-${row.id}`}
                        onClick={() => void launch([row.id], false)}
                      >
                        {t('common.takeOff')}
                      </Button>
                    ) : (
                      <Button
                        type="link"
                        size="small"
                        data-testid={`goods-shelf-launch-${row.id}`}
                        onClick={() => void launch([row.id], true)}
                      >
                        {t('common.launch')}
                      </Button>
                    )}
                  </Authorized>
                ),
              },
            ]}
          />
          <ListPagination
            total={shelf.data?.totalCount ?? 0}
            page={page.pageNum}
            pageSize={page.pageSize}
            onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
          />
        </Flex>
      )}
    </Card>
  );
};
