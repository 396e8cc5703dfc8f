import { useMemo } from 'react';
import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate } from '../goods-info/goods-detail';
import { GOODS_DESCRIPTION, goodsDescriptionDefaults } from './goods-description.defaults';
import type { GoodsDescriptionProps } from './goods-description.schema';
import { isBlankRichText, richTextNodes } from './rich-text';
import { MUTED_TEXT } from '../../core/colours';

/** The goods' rich-text description, sanitised; 亲，暂无商品描述 when empty (§5). */
export const GoodsDescriptionView = ({
  style,
  params,
  data,
}: WidgetViewProps<GoodsDescriptionProps>) => {
  const t = useWidgetText();
  const html = data.goodsDescribe;
  const nodes = useMemo(() => (isBlankRichText(html) ? null : richTextNodes(html)), [html]);
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock itemStyle={style}>
        {params.showTitle && (
          <h3 style={{ margin: '0 0 8px', fontSize: 14, fontWeight: 600 }}>
            {t('goodsDescription.title')}
          </h3>
        )}
        {nodes ? (
          <div
            data-goods-description
            style={{ fontSize: 14, lineHeight: 1.6, color: '#333', overflowWrap: 'anywhere' }}
          >
            {nodes}
          </div>
        ) : (
          <p
            data-goods-description-empty
            style={{
              margin: 0,
              padding: '24px 0',
              textAlign: 'center',
              color: MUTED_TEXT,
              fontSize: 13,
            }}
          >
            {t('common.noDescription')}
          </p>
        )}
      </WidgetBlock>
    </DataGate>
  );
};

export const goodsDescriptionView = defineWidgetView({
  type: GOODS_DESCRIPTION,
  view: GoodsDescriptionView,
  defaults: goodsDescriptionDefaults,
});
