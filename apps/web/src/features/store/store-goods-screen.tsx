import { useState } from 'react';
import { Card, Empty, Flex, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  endpoints,
  GOODS_STATUS_ON_SALE,
  PAGE_SIZE_DEFAULT,
  type GoodsPriceRecord,
} from '@retail/contract';
import { StoreField } from '../../components/store-chooser';
import { ListPagination } from '../../components/list/list-pagination';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { storeMessages } from './store.i18n';

/** /storeGoods/index: the goods a store prices, chosen through the store chooser. */
export const StoreGoodsScreen = () => {
  const t = useMessages(storeMessages);
  const [storeId, setStoreId] = useState<number | null>(null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT as number });
  const prices = useQuery({
    queryKey: ['store-goods', storeId, page],
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(endpoints.goodsPrice.list, { query: page, body: { storeId: storeId ?? undefined } }),
  });
  return (
    <Card
      title={t('goods.title')}
      data-testid="store-goods-screen"
      extra={
        <StoreField
          value={storeId ?? undefined}
          onChange={(value) => {
            setStoreId(typeof value === 'number' ? value : null);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
        />
      }
    >
      {storeId === null ? (
        <Empty description={t('goods.hint')} />
      ) : (
        <Flex vertical gap={12}>
          <Table<GoodsPriceRecord>
            data-testid="store-goods-table"
            rowKey="id"
            size="middle"
            loading={prices.isFetching}
            dataSource={prices.data?.entities ?? []}
            pagination={false}
            locale={{ emptyText: t('goods.empty') }}
            columns={[
              { key: 'goodsName', dataIndex: 'goodsName', title: t('goods.goodsName') },
              { key: 'goodsCode', dataIndex: 'goodsCode', title: t('goods.goodsCode') },
              { key: 'price', dataIndex: 'price', title: t('goods.price') },
              { key: 'marketPrice', dataIndex: 'marketPrice', title: t('goods.marketPrice') },
              {
                key: 'status',
                dataIndex: 'statusText',
                title: t('goods.status'),
                render: (text: string, row) => (
                  <Tag color={row.status === GOODS_STATUS_ON_SALE ? 'green' : 'default'}>
                    {text}
                  </Tag>
                ),
              },
            ]}
          />
          <ListPagination
            total={prices.data?.totalCount ?? 0}
            page={page.pageNum}
            pageSize={page.pageSize}
            onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
          />
        </Flex>
      )}
    </Card>
  );
};
