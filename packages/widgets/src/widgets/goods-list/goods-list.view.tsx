import { WidgetBlock } from '../../core/block';
import { clampLines, ItemCard, ItemList } from '../../core/item-card';
import { decorationOf } from '../../core/decoration';
import { Price, salesCount, showsSuggestedPrice, StrikePrice } from '../../core/price';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { GOODS_LIST, GOODS_ROW_COLUMN, goodsListDefaults } from './goods-list.defaults';
import type { GoodsListProps } from './goods-list.schema';
import { MUTED_TEXT } from '../../core/colours';

/**
 * §3/§5: column 1 is the row layout, other values cards in that many columns; display slide
 * scrolls sideways. Each goods links to its detail page.
 */
export const GoodsListView = ({ style, params, data }: WidgetViewProps<GoodsListProps>) => {
  const t = useWidgetText();
  if (data.items.length === 0) return null;
  const row = params.column === GOODS_ROW_COLUMN;
  const slide = params.display === 'slide';
  return (
    <WidgetBlock itemStyle={style} data-layout={row ? 'row' : 'card'}>
      <ItemList label={t('goodsList.label')} columns={params.column} slide={slide}>
        {data.items.map((item, index) => (
          <ItemCard
            key={index}
            link={{ kind: 'goodsDetail', goodsId: item.goodsId }}
            name={item.goodsName}
            showName={params.showGoodsName}
            image={item.goodsImg}
            decoration={decorationOf(item)}
            row={row}
            slide={slide}
          >
            {params.showSellingPoint && item.sellingPoint && (
              <div style={{ ...clampLines(1), fontSize: 11, color: MUTED_TEXT }}>
                {item.sellingPoint}
              </div>
            )}
            <div
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                gap: 4,
                marginTop: 'auto',
              }}
            >
              {params.showPrice && <Price value={item.price} />}
              {showsSuggestedPrice(params.showSuggestedRetailPrice, item.suggestedRetailPrice) && (
                <StrikePrice value={item.suggestedRetailPrice} />
              )}
              {params.showSalesNum && (
                <span data-sales style={{ marginLeft: 'auto', fontSize: 11, color: MUTED_TEXT }}>
                  {t('goodsList.sales', { count: salesCount(item.goodsSales) })}
                </span>
              )}
            </div>
          </ItemCard>
        ))}
      </ItemList>
    </WidgetBlock>
  );
};

export const goodsListView = defineWidgetView({
  type: GOODS_LIST,
  view: GoodsListView,
  defaults: goodsListDefaults,
});
