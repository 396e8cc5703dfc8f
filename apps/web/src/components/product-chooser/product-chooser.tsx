import { useState } from 'react';
import { App, Button, Flex, Image, Input, Modal, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CHOOSER_PAGE_SIZES,
  endpoints,
  type GoodsFilter,
  type GoodsRecord,
  type Paged,
} from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listFailureText } from '../../resources/resource-call';
import { ListPagination } from '../list/list-pagination';
import { GoodsStatusTag } from './goods-status-tag';
import { GoodsTypeSelect } from './goods-type-tree';
import { productChooserMessages } from './product-chooser.i18n';

export type ProductChooserProps = {
  open: boolean;
  onClose: () => void;
  /** The chosen goods rows, in the order they were ticked (across pages). */
  onConfirm: (goods: GoodsRecord[]) => void;
  /** Several goods (default) or exactly one. */
  multiple?: boolean;
  /** A fixed part of every query (e.g. only goods on sale, a store's goods). */
  filter?: GoodsFilter;
  /** Goods already chosen: ticked when the chooser opens. */
  selected?: readonly GoodsRecord[];
};

const SIZES = CHOOSER_PAGE_SIZES.product;

/** Why a page of goods could not be shown: the answer had no `entities` list. */
class MissingEntities extends Error {}

type Search = { goodsName: string; goodsTypeId: number | null };

/** One page of the chooser's query (goods/query/list); an answer without entities is refused. */
const loadPage = async (
  page: { pageNum: number; pageSize: number },
  body: GoodsFilter,
): Promise<Paged<GoodsRecord>> => {
  const answer = (await call(endpoints.goods.queryList, { query: page, body })) as Partial<
    Paged<GoodsRecord>
  > | null;
  if (!answer || !Array.isArray(answer.entities)) throw new MissingEntities();
  return answer as Paged<GoodsRecord>;
};

/** The body of the dialog: mounted only while open, so every opening starts on page 1. */
const ChooserPanel = ({
  onClose,
  onConfirm,
  multiple = true,
  filter,
  selected = [],
}: Omit<ProductChooserProps, 'open'>) => {
  const t = useMessages(productChooserMessages);
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Search>({ goodsName: '', goodsTypeId: null });
  const [search, setSearch] = useState<Search>(draft);
  const [page, setPage] = useState({ pageNum: 1, pageSize: SIZES.default as number });
  // Chosen goods by id, kept across pages and searches; a Map keeps the ticking order.
  const [chosen, setChosen] = useState<Map<number, GoodsRecord>>(
    () => new Map(selected.map((goods) => [goods.id, goods])),
  );
  const body: GoodsFilter = {
    ...filter,
    ...(search.goodsName ? { goodsName: search.goodsName } : {}),
    ...(search.goodsTypeId !== null ? { goodsTypeId: search.goodsTypeId } : {}),
  };
  const list = useQuery({
    queryKey: ['product-chooser', body, page],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      try {
        return await loadPage(page, body);
      } catch (error) {
        // console.md §8: a product list without entities is an error message.
        const text = error instanceof MissingEntities ? t('failed') : listFailureText(error);
        if (text) void message.error(text);
        throw error;
      }
    },
  });
  const rows = list.isError ? [] : (list.data?.entities ?? []);

  const runSearch = (next: Search) => {
    setSearch({ goodsName: next.goodsName.trim(), goodsTypeId: next.goodsTypeId });
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const toggle = (row: GoodsRecord) =>
    setChosen((current) => {
      const next = multiple ? new Map(current) : new Map<number, GoodsRecord>();
      if (current.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const confirm = () => {
    if (chosen.size === 0) {
      void message.error(t('nothing'));
      return;
    }
    onConfirm([...chosen.values()]);
  };

  return (
    <Flex vertical gap={12} data-testid="product-chooser">
      <Flex gap={8} wrap>
        <Input
          data-testid="product-chooser-name"
          placeholder={t('goodsName')}
          style={{ width: 220 }}
          value={draft.goodsName}
          onChange={(event) => setDraft({ ...draft, goodsName: event.target.value })}
          onPressEnter={() => runSearch(draft)}
          allowClear
        />
        <GoodsTypeSelect
          testId="product-chooser-type"
          placeholder={t('allTypes')}
          style={{ width: 220 }}
          value={draft.goodsTypeId}
          onChange={(value) =>
            setDraft({ ...draft, goodsTypeId: typeof value === 'number' ? value : null })
          }
        />
        <Button
          type="primary"
          data-testid="product-chooser-search"
          onClick={() => runSearch(draft)}
        >
          {t('search')}
        </Button>
        <Button
          data-testid="product-chooser-reset"
          onClick={() => {
            const empty = { goodsName: '', goodsTypeId: null };
            setDraft(empty);
            runSearch(empty);
          }}
        >
          {t('reset')}
        </Button>
      </Flex>
      <Table<GoodsRecord>
        data-testid="product-chooser-table"
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 420 }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...chosen.keys()],
          onChange: (keys) =>
            setChosen((current) => {
              // Keep the choices of other pages; this page's rows follow the ticks.
              const ticked = new Set(keys);
              const next = multiple ? new Map(current) : new Map<number, GoodsRecord>();
              for (const row of rows) {
                if (!ticked.has(row.id)) next.delete(row.id);
                else if (!next.has(row.id)) next.set(row.id, row);
              }
              return next;
            }),
        }}
        onRow={(row) => ({ onClick: () => toggle(row), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'goodsImg',
            dataIndex: 'goodsImg',
            title: t('columns.goodsImg'),
            width: 72,
            render: (url: string | null) =>
              url ? (
                <Image
                  src={url}
                  width={40}
                  height={40}
                  style={{ objectFit: 'contain' }}
                  preview={false}
                />
              ) : null,
          },
          { key: 'goodsName', dataIndex: 'goodsName', title: t('columns.goodsName') },
          { key: 'goodsCode', dataIndex: 'goodsCode', title: t('columns.goodsCode') },
          { key: 'goodsTypeName', dataIndex: 'goodsTypeName', title: t('columns.goodsTypeName') },
          { key: 'brandName', dataIndex: 'brandName', title: t('columns.brandName') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('columns.status'),
            width: 90,
            render: (status: number) => <GoodsStatusTag status={status} />,
          },
        ]}
      />
      <ListPagination
        total={list.isError ? 0 : (list.data?.totalCount ?? 0)}
        page={page.pageNum}
        pageSize={page.pageSize}
        pageSizes={SIZES.options}
        autoScroll={false}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <Flex justify="space-between" align="center">
        <Flex gap={8} align="center">
          <Typography.Text type="secondary" data-testid="product-chooser-count">
            {t('selected', { count: chosen.size })}
          </Typography.Text>
          {chosen.size > 0 && (
            <Button
              type="link"
              size="small"
              data-testid="product-chooser-clear"
              onClick={() => setChosen(new Map())}
            >
              {t('clear')}
            </Button>
          )}
        </Flex>
        <Flex gap={8}>
          <Button data-testid="product-chooser-cancel" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="primary" data-testid="product-chooser-confirm" onClick={confirm}>
            {t('confirm')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
};

/**
 * The product chooser 请选择商品 (console.md §2, §5, §9; storefront-widgets.md §2, §5): goods
 * searched by name and category, paged (10, 20, 30, 50, 80, 130, 210, 440; default 10), ticked
 * across pages; confirming with nothing ticked says 请选择商品！.
 */
export const ProductChooser = ({ open, onClose, ...rest }: ProductChooserProps) => {
  const t = useMessages(productChooserMessages);
  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {open && <ChooserPanel onClose={onClose} {...rest} />}
    </Modal>
  );
};
