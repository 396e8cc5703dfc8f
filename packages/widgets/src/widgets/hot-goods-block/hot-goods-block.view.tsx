import { WidgetBlock } from '../../core/block';
import { clampLines } from '../../core/item-card';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  HOT_GOODS_BLOCK,
  HOT_GOODS_GROUPS,
  HOT_GOODS_PER_GROUP,
  hotGoodsBlockDefaults,
} from './hot-goods-block.defaults';
import type { HotGoodsBlockProps } from './hot-goods-block.schema';
import { MUTED_TEXT } from '../../core/colours';

/** §3/§9: two groups side by side, each with its title, second title and goods. */
export const HotGoodsBlockView = ({ style, data }: WidgetViewProps<HotGoodsBlockProps>) => {
  const t = useWidgetText();
  const groups = data.groups.slice(0, HOT_GOODS_GROUPS);
  if (groups.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <ul
        aria-label={t('hotGoodsBlock.label')}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${HOT_GOODS_GROUPS}, minmax(0, 1fr))`,
          gap: 8,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {groups.map((group, index) => (
          <li key={index} style={{ padding: 8, borderRadius: 8, background: '#fafafa' }}>
            <h3 style={{ margin: 0, fontSize: 15, fontWeight: 600, color: '#333' }}>
              {group.title}
            </h3>
            <p style={{ margin: '2px 0 6px', fontSize: 11, color: MUTED_TEXT }}>
              {group.secondTitle}
            </p>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: `repeat(${HOT_GOODS_PER_GROUP}, minmax(0, 1fr))`,
                gap: 6,
              }}
            >
              {group.items.slice(0, HOT_GOODS_PER_GROUP).map((goods, i) => (
                <figure key={i} style={{ margin: 0, textAlign: 'center' }}>
                  <img
                    src={goods.goodsImage}
                    alt=""
                    style={{
                      display: 'block',
                      width: '100%',
                      aspectRatio: '1',
                      objectFit: 'cover',
                      borderRadius: 4,
                    }}
                  />
                  <figcaption
                    style={{
                      ...clampLines(1),
                      marginTop: 4,
                      color: goods.textColor || '#333',
                      fontSize: goods.textFontSize,
                    }}
                  >
                    {goods.goodsName}
                  </figcaption>
                </figure>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </WidgetBlock>
  );
};

export const hotGoodsBlockView = defineWidgetView({
  type: HOT_GOODS_BLOCK,
  view: HotGoodsBlockView,
  defaults: hotGoodsBlockDefaults,
});
