import { Button, Card, Descriptions, Empty, Flex, Image, Spin, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { endpoints, type GoodsPriceRecord } from '@retail/contract';
import { GoodsStatusTag } from '../../components/product-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsPriceMessages } from './goods-price.i18n';
import { PriceStatusTag, useStoreNames } from './goods-price-parts';

type Row = {
  key: string;
  specText: string | null;
  skuCode: string | null;
  barCode: string | null;
  price: GoodsPriceRecord | undefined;
};

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /goodsOnSaleDetail/index?goodsId=&storeId=: one goods at one store, its SKUs and prices. */
export const GoodsOnSaleDetailScreen = () => {
  const t = useMessages(goodsPriceMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = idParam(params.get('goodsId'));
  const storeId = idParam(params.get('storeId'));
  const storeName = useStoreNames();
  const ready = goodsId !== null && storeId !== null;
  const goods = useQuery({
    queryKey: ['goods-detail', goodsId],
    enabled: ready,
    queryFn: () => call(endpoints.goods.load, { body: { id: goodsId ?? 0 } }),
  });
  const setup = useQuery({
    queryKey: ['goods-sku-setup', goodsId],
    enabled: ready,
    queryFn: () => call(endpoints.goodsSku.querySpecValues, { body: { goodsId: goodsId ?? 0 } }),
  });
  const prices = useQuery({
    queryKey: ['goods-price-by', goodsId, storeId],
    enabled: ready,
    queryFn: () =>
      call(endpoints.goodsPrice.getGoodsPriceBy, {
        body: { goodsId: goodsId ?? 0, storeId: storeId ?? 0 },
      }),
  });
  if (!ready)
    return (
      <Card title={t('detail.title')}>
        <Empty description={t('detail.missing')} />
      </Card>
    );
  const priceOf = (skuId: number | null) => prices.data?.find((row) => row.skuId === skuId);
  // The rows wait for the prices too: a SKU shown before its price has come would read as
  // "no price at this store" for a moment.
  const rows: Row[] = !prices.data
    ? []
    : [
        { key: 'goods', specText: null, skuCode: null, barCode: null, price: priceOf(null) },
        ...(setup.data?.skus ?? []).map((sku) => ({
          key: String(sku.id),
          specText: sku.specText,
          skuCode: sku.skuCode,
          barCode: sku.barCode,
          price: priceOf(sku.id),
        })),
      ].filter((row) => row.key !== 'goods' || row.price !== undefined);

  return (
    <Card
      title={t('detail.title')}
      data-testid="goods-on-sale-detail"
      extra={
        <Button onClick={() => void navigate('/goodsOnSale/index')}>{t('detail.back')}</Button>
      }
    >
      <Spin spinning={goods.isLoading || setup.isLoading || prices.isLoading}>
        <Flex vertical gap={16}>
          {goods.data && (
            <Flex gap={16} align="start">
              {goods.data.goodsImg && <Image src={goods.data.goodsImg} width={80} height={80} />}
              <Descriptions column={2} size="small">
                <Descriptions.Item label={t('common.goodsName')}>
                  <span data-testid="detail-goods-name">{goods.data.goodsName}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('common.goodsCode')}>
                  {goods.data.goodsCode}
                </Descriptions.Item>
                <Descriptions.Item label={t('common.store')}>
                  {storeName(storeId)}
                </Descriptions.Item>
                <Descriptions.Item label={t('common.status')}>
                  <GoodsStatusTag status={goods.data.status} />
                </Descriptions.Item>
              </Descriptions>
            </Flex>
          )}
          <Table<Row>
            data-testid="goods-on-sale-detail-table"
            rowKey="key"
            size="middle"
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: t('common.empty') }}
            columns={[
              {
                key: 'sku',
                title: t('common.sku'),
                render: (_, row) => row.specText ?? t('common.goodsItself'),
              },
              { key: 'skuCode', dataIndex: 'skuCode', title: t('common.skuCode') },
              { key: 'barCode', dataIndex: 'barCode', title: t('common.barCode') },
              {
                key: 'price',
                title: t('common.price'),
                render: (_, row) => row.price?.price ?? t('detail.noPrice'),
              },
              {
                key: 'marketPrice',
                title: t('common.marketPrice'),
                render: (_, row) => row.price?.marketPrice ?? '',
              },
              {
                key: 'status',
                title: t('common.status'),
                render: (_, row) =>
                  row.price ? (
                    <PriceStatusTag status={row.price.status} text={row.price.statusText} />
                  ) : null,
              },
            ]}
          />
        </Flex>
      </Spin>
    </Card>
  );
};
