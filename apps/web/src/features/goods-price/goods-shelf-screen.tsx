import { useState } from 'react';
import { Button, Flex, Input, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, GOODS_STATUS_ON_SALE } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { goodsPriceMessages } from './goods-price.i18n';
import {
  PagePagination,
  PriceTable,
  StoreScopedCard,
  useLaunch,
  usePriceColumns,
  usePage,
} from './price-table';

/** /goodsShelf/index: the shelf of a store, each priced goods or SKU launched or taken off. */
export const GoodsShelfScreen = () => {
  const t = useMessages(goodsPriceMessages);
  const columns = usePriceColumns();
  const [storeId, setStoreId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [goodsName, setGoodsName] = useState('');
  const { page, setPage, firstPage } = usePage();
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
  const launchRows = useLaunch(async () => {
    setSelected([]);
    await shelf.refetch();
  });
  const launch = (ids: number[], onSale: boolean) => launchRows(ids, onSale, t('common.done'));
  return (
    <StoreScopedCard
      title={t('shelf.title')}
      testId="goods-shelf-screen"
      hint={t('shelf.hint')}
      storeId={storeId}
      onStoreChange={(next) => {
        setStoreId(next);
        setSelected([]);
        firstPage();
      }}
    >
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
              firstPage();
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
              <Button disabled={selected.length === 0} onClick={() => void launch(selected, false)}>
                {t('shelf.takeOffSelected')}
              </Button>
            </Space>
          </Authorized>
        </Flex>
        <PriceTable
          testId="goods-shelf-table"
          loading={shelf.isFetching}
          dataSource={shelf.data?.entities ?? []}
          pagination={false}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
          }}
          columns={[
            ...columns.goods,
            columns.price,
            columns.status,
            columns.actions((row) => (
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
            )),
          ]}
        />
        <PagePagination total={shelf.data?.totalCount ?? 0} page={page} onChange={setPage} />
      </Flex>
    </StoreScopedCard>
  );
};
