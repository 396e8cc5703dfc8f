import { WidgetBlock } from '../../core/block';
import { ActionPill, ItemCard, ItemList } from '../../core/item-card';
import { Price } from '../../core/price';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { TitleBar } from '../title-bar/title-bar.view';
import { GROUP_BUY_LIST, groupBuyListDefaults } from './group-buy-list.defaults';
import type { GroupBuyListProps } from './group-buy-list.schema';
import { MUTED_TEXT } from '../../core/colours';

/** §3: group-buy items in rows; name, description (group size, joined) and price behind flags. */
export const GroupBuyListView = ({ style, params, data }: WidgetViewProps<GroupBuyListProps>) => {
  const t = useWidgetText();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <TitleBar params={params.title} />
      <ItemList label={t('groupBuyList.label')} columns={1}>
        {data.items.map((item, index) => (
          <ItemCard
            key={index}
            link={{ kind: 'inert', declared: 'groupBuy' }}
            name={item.grouponName}
            showName={params.showName}
            image={item.grouponImage}
            row
          >
            {params.showDescription && (
              <div
                data-description
                style={{ display: 'flex', gap: 6, fontSize: 11, color: MUTED_TEXT }}
              >
                <span style={{ color: 'var(--widget-theme)' }}>
                  {t('groupBuyList.members', { count: item.grouponNum })}
                </span>
                <span>{t('groupBuyList.joined', { count: item.havGrouponNum })}</span>
              </div>
            )}
            <div style={{ display: 'flex', alignItems: 'flex-end', gap: 4, marginTop: 'auto' }}>
              <span style={{ flex: 1 }}>
                {params.showPrice && <Price value={item.grouponPrice} />}
              </span>
              <ActionPill text={t('groupBuyList.action')} />
            </div>
          </ItemCard>
        ))}
      </ItemList>
    </WidgetBlock>
  );
};

export const groupBuyListView = defineWidgetView({
  type: GROUP_BUY_LIST,
  view: GroupBuyListView,
  defaults: groupBuyListDefaults,
});
