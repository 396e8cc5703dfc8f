import { type ReactNode, useState } from 'react';
import { App, Card, Empty, Table, type TableColumnType, type TableProps } from 'antd';
import { endpoints, type GoodsPriceRecord, PAGE_SIZE_DEFAULT } from '@retail/contract';
import { ListPagination } from '../../components/list/list-pagination';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsPriceMessages } from './goods-price.i18n';
import { PriceStatusTag, SkuCell, useFailure } from './goods-price-parts';

// What the goods-price screens share: the price table and its columns, the page of a paged list,
// the store-scoped frame and the launch action.

type PriceColumn = TableColumnType<GoodsPriceRecord>;

/** The columns of a price row: the goods ones (name, code, SKU) lead every price table. */
export const usePriceColumns = () => {
  const t = useMessages(goodsPriceMessages);
  const goods: PriceColumn[] = [
    { key: 'goodsName', dataIndex: 'goodsName', title: t('common.goodsName') },
    { key: 'goodsCode', dataIndex: 'goodsCode', title: t('common.goodsCode') },
    {
      key: 'sku',
      title: t('common.sku'),
      render: (_, row) => <SkuCell skuText={row.skuText} skuCode={row.skuCode} />,
    },
  ];
  const price: PriceColumn = { key: 'price', dataIndex: 'price', title: t('common.price') };
  const marketPrice: PriceColumn = {
    key: 'marketPrice',
    dataIndex: 'marketPrice',
    title: t('common.marketPrice'),
  };
  const status: PriceColumn = {
    key: 'status',
    title: t('common.status'),
    render: (_, row) => <PriceStatusTag status={row.status} text={row.statusText} />,
  };
  const actions = (render: (row: GoodsPriceRecord) => ReactNode): PriceColumn => ({
    key: 'actions',
    title: t('common.actions'),
    render: (_, row) => render(row),
  });
  return { goods, price, marketPrice, status, actions };
};

/** A table of price rows, keyed by id, saying so when empty. */
export const PriceTable = ({
  testId,
  ...props
}: Omit<TableProps<GoodsPriceRecord>, 'rowKey'> & { testId: string }) => {
  const t = useMessages(goodsPriceMessages);
  return (
    <Table<GoodsPriceRecord>
      data-testid={testId}
      rowKey="id"
      size="middle"
      locale={{ emptyText: t('common.empty') }}
      {...props}
    />
  );
};

export type ListPage = { pageNum: number; pageSize: number };

/** The page a paged price list asks for; `firstPage` goes back to page 1 (a new filter or store). */
export const usePage = () => {
  const [page, setPage] = useState<ListPage>({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT });
  const firstPage = () => setPage((current) => ({ ...current, pageNum: 1 }));
  return { page, setPage, firstPage };
};

/** The shared pagination under a paged price table. */
export const PagePagination = ({
  total,
  page,
  onChange,
}: {
  total: number;
  page: ListPage;
  onChange: (page: ListPage) => void;
}) => (
  <ListPagination
    total={total}
    page={page.pageNum}
    pageSize={page.pageSize}
    onChange={(pageNum, pageSize) => onChange({ pageNum, pageSize })}
  />
);

/** A screen about one store: the store field in its header, and a hint until a store is chosen. */
export const StoreScopedCard = ({
  title,
  testId,
  hint,
  storeId,
  onStoreChange,
  children,
}: {
  title: string;
  testId: string;
  hint: string;
  storeId: number | null;
  onStoreChange: (storeId: number | null) => void;
  children: ReactNode;
}) => (
  <Card
    title={title}
    data-testid={testId}
    extra={
      <StoreField
        value={storeId ?? undefined}
        onChange={(value) => onStoreChange(typeof value === 'number' ? value : null)}
      />
    }
  >
    {storeId === null ? <Empty description={hint} /> : children}
  </Card>
);

/**
 * Launches price rows or takes them off (上架/下架): on success says `done`, then runs `after`
 * (e.g. a refetch); a refusal shows the server's reason.
 */
export const useLaunch = (after: () => unknown) => {
  const { message } = App.useApp();
  const failed = useFailure();
  return async (ids: number[], onSale: boolean, done: string) => {
    try {
      await call(endpoints.goodsPrice.launch, { body: { ids, onSale } });
      void message.success(done);
      await after();
    } catch (error) {
      failed(error);
    }
  };
};
