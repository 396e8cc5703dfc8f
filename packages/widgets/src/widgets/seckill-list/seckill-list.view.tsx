import { WidgetBlock } from '../../core/block';
import { ItemCard, ItemList } from '../../core/item-card';
import { Price, StrikePrice } from '../../core/price';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { TitleBar } from '../title-bar/title-bar.view';
import { SECKILL_COLUMNS, SECKILL_LIST, seckillListDefaults } from './seckill-list.defaults';
import type { SeckillListProps } from './seckill-list.schema';
import { MUTED_TEXT, PRICE_RED } from '../../core/colours';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The sold share of a flash-sale item as a bar, with its percent. */
const ProcessBar = ({ percent }: { percent: number }) => {
  const t = useWidgetText();
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const text = t('seckillList.process', { percent: value });
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, fontSize: 10, color: PRICE_RED }}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
        aria-label={text}
        style={{ flex: 1, height: 4, borderRadius: 2, background: '#ffe1e1', overflow: 'hidden' }}
      >
        <div style={{ width: `${value}%`, height: '100%', background: PRICE_RED }} />
      </div>
      <span data-process style={{ flex: 'none' }}>
        {text}
      </span>
    </div>
  );
};

/** §3: flash-sale items under a header with the session time; each part behind its flag. */
export const SeckillListView = ({ style, params, data }: WidgetViewProps<SeckillListProps>) => {
  const t = useWidgetText();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <TitleBar params={params.title} />
        </div>
        <span
          data-session
          style={{ flex: 'none', fontSize: 12, color: PRICE_RED, padding: '0 10px' }}
        >
          {t('seckillList.session', {
            time: `${twoDigits(data.time.hour)}:${twoDigits(data.time.minute)}`,
          })}
        </span>
      </div>
      <ItemList label={t('seckillList.label')} columns={SECKILL_COLUMNS} slide>
        {data.items.map((item, index) => (
          <ItemCard
            key={index}
            link={{ kind: 'inert', declared: 'seckill' }}
            name={item.storeName}
            nameLines={1}
            image={item.secKillIcon}
            slide
          >
            {params.showProcessBar && <ProcessBar percent={item.process} />}
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 4 }}>
              {params.showPrice && <Price value={item.discountPrice} />}
              {params.showOriginPrice && <StrikePrice value={item.originPrice} />}
            </div>
            {params.showSoldNum && (
              <span data-sold style={{ fontSize: 11, color: MUTED_TEXT }}>
                {t('seckillList.sold', { count: item.saledNum })}
              </span>
            )}
          </ItemCard>
        ))}
      </ItemList>
    </WidgetBlock>
  );
};

export const seckillListView = defineWidgetView({
  type: SECKILL_LIST,
  view: SeckillListView,
  defaults: seckillListDefaults,
});
