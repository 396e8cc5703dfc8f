import type { CSSProperties } from 'react';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate, salesCount } from '../goods-info/goods-detail';
import { GOODS_NAME, goodsNameDefaults } from './goods-name.defaults';
import type { GoodsNameProps } from './goods-name.schema';
import { MUTED_TEXT } from '../../core/colours';

const toolStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: 0,
  border: 0,
  background: 'none',
  color: '#666',
  fontSize: 10,
  cursor: 'pointer',
};

/** The goods name with its tools (collect, share); the host carries out both. */
export const GoodsNameView = ({ id, style, params, data }: WidgetViewProps<GoodsNameProps>) => {
  const t = useWidgetText();
  const { dispatch } = useRenderContext();
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock itemStyle={style} css={{ display: 'flex', gap: 10 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {params.showGoodsName && (
            <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600, color: '#333' }}>
              {data.goodsName}
            </h2>
          )}
          {params.showSellingPoint && data.sellingPoint && (
            <p data-selling-point style={{ margin: '4px 0 0', fontSize: 12, color: MUTED_TEXT }}>
              {data.sellingPoint}
            </p>
          )}
          {params.showSalesNum && (
            <div data-sales style={{ marginTop: 4, fontSize: 12, color: MUTED_TEXT }}>
              {t('goodsDetail.sold', { count: salesCount(data.salesNum) })}
            </div>
          )}
        </div>
        {params.showGoodsCollect && (
          <button
            type="button"
            style={toolStyle}
            onClick={() => dispatch({ type: 'collect', widgetId: id, target: 'goods' })}
          >
            <Icon name="star" size={18} />
            {t('goodsName.collect')}
          </button>
        )}
        {params.showGoodsShare && (
          <button
            type="button"
            style={toolStyle}
            onClick={() => dispatch({ type: 'share', widgetId: id })}
          >
            <Icon name="share" size={18} />
            {t('goodsName.share')}
          </button>
        )}
      </WidgetBlock>
    </DataGate>
  );
};

export const goodsNameView = defineWidgetView({
  type: GOODS_NAME,
  view: GoodsNameView,
  defaults: goodsNameDefaults,
});
