import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate, formatPrice, PriceLine, salesCount } from './goods-detail';
import { GOODS_INFO, goodsInfoDefaults } from './goods-info.defaults';
import type { GoodsInfoProps } from './goods-info.schema';
import { MUTED_TEXT } from '../../core/colours';

/** Price, name, selling point and sales of the goods on its detail page. */
export const GoodsInfoView = ({ style, params, data }: WidgetViewProps<GoodsInfoProps>) => {
  const t = useWidgetText();
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock itemStyle={style} data-goods-id={data.goodsId}>
        <PriceLine
          price={formatPrice(data.price)}
          suggestedRetailPrice={data.suggestedRetailPrice}
          showSuggestedRetailPrice={params.showSuggestedRetailPrice}
          isUserGrade={data.isUserGrade}
        />
        <h2 style={{ margin: '6px 0 2px', fontSize: 16, fontWeight: 600, color: '#333' }}>
          {data.goodsName}
        </h2>
        {data.sellingPoint && (
          <p style={{ margin: 0, fontSize: 12, color: MUTED_TEXT }}>{data.sellingPoint}</p>
        )}
        <div data-sales style={{ marginTop: 6, fontSize: 12, color: MUTED_TEXT }}>
          {t('goodsDetail.sold', { count: salesCount(data.salesNum) })}
        </div>
      </WidgetBlock>
    </DataGate>
  );
};

export const goodsInfoView = defineWidgetView({
  type: GOODS_INFO,
  view: GoodsInfoView,
  defaults: goodsInfoDefaults,
});
