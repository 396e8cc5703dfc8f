import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints, type GoodsPriceRecord } from '@retail/contract';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { goodsPriceMessages } from './goods-price.i18n';
import { PriceStatusTag, SkuCell, useFailure } from './goods-price-parts';

/** /goodsOnSale/index: what the chosen store sells now (sku/on-sale); take a row off sale. */
export const GoodsOnSaleScreen = () => {
  const t = useMessages(goodsPriceMessages);
  const { message } = App.useApp();
  const failed = useFailure();
  const navigate = useNavigate();
  const [storeId, setStoreId] = useState<number | null>(null);
  const selling = useQuery({
    queryKey: ['goods-on-sale', storeId],
    enabled: storeId !== null,
    queryFn: () => call(endpoints.goodsPrice.skuOnSale, { body: { storeId: storeId ?? 0 } }),
  });
  const takeOff = async (row: GoodsPriceRecord) => {
    try {
      await call(endpoints.goodsPrice.launch, { body: { ids: [row.id], onSale: false } });
      void message.success(t('onSale.takeOffDone'));
      await selling.refetch();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Card
      title={t('onSale.title')}
      data-testid="goods-on-sale-screen"
      extra={
        <StoreField
          value={storeId ?? undefined}
          onChange={(value) => setStoreId(typeof value === 'number' ? value : null)}
        />
      }
    >
      {storeId === null ? (
        <Empty description={t('onSale.hint')} />
      ) : (
        <Table<GoodsPriceRecord>
          data-testid="goods-on-sale-table"
          rowKey="id"
          size="middle"
          loading={selling.isFetching}
          dataSource={selling.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('common.empty') }}
          columns={[
            { key: 'goodsName', dataIndex: 'goodsName', title: t('common.goodsName') },
            { key: 'goodsCode', dataIndex: 'goodsCode', title: t('common.goodsCode') },
            {
              key: 'sku',
              title: t('common.sku'),
              render: (_, row) => <SkuCell skuText={row.skuText} skuCode={row.skuCode} />,
            },
            { key: 'price', dataIndex: 'price', title: t('common.price') },
            { key: 'marketPrice', dataIndex: 'marketPrice', title: t('common.marketPrice') },
            {
              key: 'status',
              title: t('common.status'),
              render: (_, row) => <PriceStatusTag status={row.status} text={row.statusText} />,
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, row) => (
                <Space>
                  <Button
                    type="link"
                    size="small"
                    data-testid={`goods-on-sale-detail-${row.id}`}
                    onClick={() =>
                      void navigate(
                        `/goodsOnSaleDetail/index?goodsId=${String(row.goodsId)}&storeId=${String(row.storeId)}`,
                      )
                    }
                  >
                    {t('onSale.detail')}
                  </Button>
                  <Authorized code="GOODS_PRICE_EDIT">
                    <Popconfirm
                      title={t('common.takeOff')}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => takeOff(row)}
                    >
                      <Button
                        type="link"
                        size="small"
                        danger
                        data-testid={`goods-on-sale-off-${row.id}`}
                      >
                        {t('common.takeOff')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
};
