import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { goodsPriceMessages } from './goods-price.i18n';
import { PriceTable, StoreScopedCard, useLaunch, usePriceColumns } from './price-table';

/** /goodsOnSale/index: what the chosen store sells now (sku/on-sale); take a row off sale. */
export const GoodsOnSaleScreen = () => {
  const t = useMessages(goodsPriceMessages);
  const columns = usePriceColumns();
  const navigate = useNavigate();
  const [storeId, setStoreId] = useState<number | null>(null);
  const selling = useQuery({
    queryKey: ['goods-on-sale', storeId],
    enabled: storeId !== null,
    queryFn: () => call(endpoints.goodsPrice.skuOnSale, { body: { storeId: storeId ?? 0 } }),
  });
  const launch = useLaunch(() => selling.refetch());
  return (
    <StoreScopedCard
      title={t('onSale.title')}
      testId="goods-on-sale-screen"
      hint={t('onSale.hint')}
      storeId={storeId}
      onStoreChange={setStoreId}
    >
      <PriceTable
        testId="goods-on-sale-table"
        loading={selling.isFetching}
        dataSource={selling.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          ...columns.goods,
          columns.price,
          columns.marketPrice,
          columns.status,
          columns.actions((row) => (
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
                  onConfirm={() => launch([row.id], false, t('onSale.takeOffDone'))}
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
          )),
        ]}
      />
    </StoreScopedCard>
  );
};
