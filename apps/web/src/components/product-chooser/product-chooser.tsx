import { Image, Input } from 'antd';
import {
  CHOOSER_PAGE_SIZES,
  endpoints,
  type GoodsFilter,
  type GoodsRecord,
  type Paged,
} from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { ChooserDialog, ChooserPageError, type ChooserProps } from '../chooser';
import { GoodsStatusTag } from './goods-status-tag';
import { GoodsTypeSelect } from './goods-type-tree';
import { productChooserMessages } from './product-chooser.i18n';

export type ProductChooserProps = ChooserProps<GoodsRecord> & {
  /** Several goods (default) or exactly one. */
  multiple?: boolean;
  /** A fixed part of every query (e.g. only goods on sale, a store's goods). */
  filter?: GoodsFilter;
  /** Goods already chosen: ticked when the chooser opens. */
  selected?: readonly GoodsRecord[];
};

type Search = { goodsName: string; goodsTypeId: number | null };

/**
 * The product chooser 请选择商品 (console.md §2, §5, §9; storefront-widgets.md §2, §5): goods
 * searched by name and category, paged (10, 20, 30, 50, 80, 130, 210, 440; default 10), ticked
 * across pages; confirming with nothing ticked says 请选择商品！.
 */
export const ProductChooser = ({ multiple = true, filter, ...props }: ProductChooserProps) => {
  const t = useMessages(productChooserMessages);
  return (
    <ChooserDialog<GoodsRecord, Search>
      {...props}
      multiple={multiple}
      t={t}
      testId="product-chooser"
      width={960}
      scrollY={420}
      clearable
      nothingLevel="error"
      sizes={CHOOSER_PAGE_SIZES.product}
      queryKey={['product-chooser', filter]}
      initialSearch={{ goodsName: '', goodsTypeId: null }}
      normalize={(search) => ({ ...search, goodsName: search.goodsName.trim() })}
      load={async (page, search) => {
        const body: GoodsFilter = {
          ...filter,
          ...(search.goodsName ? { goodsName: search.goodsName } : {}),
          ...(search.goodsTypeId !== null ? { goodsTypeId: search.goodsTypeId } : {}),
        };
        const answer = (await call(endpoints.goods.queryList, { query: page, body })) as Partial<
          Paged<GoodsRecord>
        > | null;
        // console.md §8: a product list without entities is an error message.
        if (!answer || !Array.isArray(answer.entities)) throw new ChooserPageError(t('failed'));
        return answer as Paged<GoodsRecord>;
      }}
      searchFields={(list) => (
        <>
          <Input
            data-testid="product-chooser-name"
            placeholder={t('goodsName')}
            style={{ width: 220 }}
            value={list.draft.goodsName}
            onChange={(event) => list.setDraft({ ...list.draft, goodsName: event.target.value })}
            onPressEnter={list.apply}
            allowClear
          />
          <GoodsTypeSelect
            testId="product-chooser-type"
            placeholder={t('allTypes')}
            style={{ width: 220 }}
            value={list.draft.goodsTypeId}
            onChange={(value) =>
              list.setDraft({
                ...list.draft,
                goodsTypeId: typeof value === 'number' ? value : null,
              })
            }
          />
        </>
      )}
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
  );
};
