import { WidgetBlock } from '../../core/block';
import { ActionPill, ItemCard, ItemList } from '../../core/item-card';
import { formatPrice } from '../../core/price';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { TitleBar } from '../title-bar/title-bar.view';
import { BARGAIN_CUT_LIST, bargainCutListDefaults } from './bargain-cut-list.defaults';
import type { BargainCutListProps } from './bargain-cut-list.schema';
import { PRICE_RED } from '../../core/colours';

/** §3: bargain-cut items in rows; name and price each behind their flag. */
export const BargainCutListView = ({
  style,
  params,
  data,
}: WidgetViewProps<BargainCutListProps>) => {
  const t = useWidgetText();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <TitleBar params={params.title} />
      <ItemList label={t('bargainCutList.label')} columns={1}>
        {data.items.map((item, index) => (
          <ItemCard
            key={index}
            link={{ kind: 'inert', declared: 'bargainCut' }}
            name={item.bargainCutName}
            showName={params.showName}
            image={item.bargainCutImage}
            row
          >
            <div style={{ display: 'flex', alignItems: 'flex-end', gap: 4, marginTop: 'auto' }}>
              <span style={{ flex: 1, color: PRICE_RED, fontSize: 13 }}>
                {params.showPrice && (
                  <span data-price>
                    {t('bargainCutList.price', { price: formatPrice(item.bargainCutPrice) })}
                  </span>
                )}
              </span>
              <ActionPill text={t('bargainCutList.action')} />
            </div>
          </ItemCard>
        ))}
      </ItemList>
    </WidgetBlock>
  );
};

export const bargainCutListView = defineWidgetView({
  type: BARGAIN_CUT_LIST,
  view: BargainCutListView,
  defaults: bargainCutListDefaults,
});
