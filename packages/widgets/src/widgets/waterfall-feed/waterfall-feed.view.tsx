import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { WidgetBlock } from '../../core/block';
import { CarouselTrack } from '../../core/carousel-track';
import { CURRENCY } from '../../core/constants';
import { useCarousel } from '../../core/hooks';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import { WATERFALL_FEED, waterfallFeedDefaults } from './waterfall-feed.defaults';
import {
  WATERFALL_COLUMN_WIDTH,
  WATERFALL_GAP,
  waterfallLayout,
  type WaterfallLayout,
} from './waterfall-feed.layout';
import type { WaterfallFeedProps, WaterfallGoods } from './waterfall-feed.schema';
import { ACCENT_RED, MUTED_TEXT } from '../../core/colours';

const TAGS = [
  ['expressTag', 'waterfallFeed.expressTag'],
  ['scoreTag', 'waterfallFeed.scoreTag'],
  ['vipTag', 'waterfallFeed.vipTag'],
] as const;

const CLAMP: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

const GoodsCard = ({
  goods,
  showTag,
  onImageLoad,
}: {
  goods: WaterfallGoods;
  showTag: boolean;
  onImageLoad: () => void;
}) => {
  const t = useWidgetText();
  const tags = showTag ? TAGS.filter(([flag]) => goods[flag]) : [];
  return (
    <WidgetLink
      link={{ kind: 'goodsDetail', goodsId: goods.goodsId }}
      style={{ display: 'block', borderRadius: 8, overflow: 'hidden', background: '#fff' }}
    >
      <img
        src={goods.goodsImg}
        alt={goods.goodsName}
        onLoad={onImageLoad}
        style={{ display: 'block', width: '100%' }}
      />
      <span style={{ display: 'block', padding: 8 }}>
        <span style={{ ...CLAMP, display: 'block', fontSize: 13, color: '#333' }}>
          {goods.goodsName}
        </span>
        {goods.sellPoint && (
          <span style={{ ...CLAMP, display: 'block', fontSize: 11, color: MUTED_TEXT }}>
            {goods.sellPoint}
          </span>
        )}
        {tags.length > 0 && (
          <span style={{ display: 'flex', gap: 4, marginTop: 4 }}>
            {tags.map(([flag, key]) => (
              <span
                key={flag}
                data-tag={flag}
                style={{
                  padding: '0 4px',
                  border: `1px solid ${ACCENT_RED}`,
                  borderRadius: 2,
                  fontSize: 10,
                  color: ACCENT_RED,
                }}
              >
                {t(key)}
              </span>
            ))}
          </span>
        )}
        <span style={{ display: 'block', marginTop: 4, fontSize: 15, color: ACCENT_RED }}>
          {CURRENCY}
          {goods.price.toFixed(2)}
        </span>
      </span>
    </WidgetLink>
  );
};

/**
 * §3/§4/§9: a title, a carousel (3000 ms, 300 px by default) and goods in 180 px columns with
 * 10 px gaps, each card under the shortest column, at most 5000 px high. The feed lays itself
 * out again when the window is resized, when params or data change and when a picture loads.
 */
export const WaterfallFeedView = ({ style, params, data }: WidgetViewProps<WaterfallFeedProps>) => {
  const t = useWidgetText();
  const { title, swiper, goods } = params;
  const carousel = useCarousel(
    data.swipers.length,
    swiper.show && swiper.autoPlay ? swiper.interval : null,
  );
  const feed = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<WaterfallLayout | null>(null);

  const relayout = useCallback(() => {
    const element = feed.current;
    if (!element) return;
    const heights = [...element.children].map((item) => (item as HTMLElement).offsetHeight);
    setLayout(waterfallLayout(element.clientWidth, heights));
  }, []);
  useLayoutEffect(relayout, [relayout, params, data]);
  useEffect(() => {
    window.addEventListener('resize', relayout);
    return () => window.removeEventListener('resize', relayout);
  }, [relayout]);

  return (
    <WidgetBlock itemStyle={style}>
      {title.show && (
        <h3
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            margin: 0,
            padding: '10px',
            fontSize: 15,
          }}
        >
          {title.image ? (
            <img src={title.image} alt="" width={20} height={20} style={{ objectFit: 'contain' }} />
          ) : (
            <Icon name={title.icon} size={18} color="var(--widget-theme)" />
          )}
          {title.text || t('waterfallFeed.title')}
        </h3>
      )}
      {swiper.show && data.swipers.length > 0 && (
        <CarouselTrack
          slides={data.swipers.map((slide) => ({ image: slide.imgUrl }))}
          index={carousel.index}
          onSelect={carousel.select}
          height={swiper.height}
        />
      )}
      <div
        ref={feed}
        data-columns={layout?.columns}
        style={
          layout
            ? {
                position: 'relative',
                height: layout.height,
                overflow: 'hidden',
                marginTop: WATERFALL_GAP,
              }
            : { display: 'flex', flexWrap: 'wrap', gap: WATERFALL_GAP, marginTop: WATERFALL_GAP }
        }
      >
        {data.goodsList.map((item, index) => {
          const at = layout?.positions[index];
          return (
            <div
              key={index}
              data-waterfall-item={index}
              style={{
                width: WATERFALL_COLUMN_WIDTH,
                ...(at ? { position: 'absolute', left: at.left, top: at.top } : {}),
              }}
            >
              <GoodsCard goods={item} showTag={goods.showTag} onImageLoad={relayout} />
            </div>
          );
        })}
      </div>
    </WidgetBlock>
  );
};

export const waterfallFeedView = defineWidgetView({
  type: WATERFALL_FEED,
  view: WaterfallFeedView,
  defaults: waterfallFeedDefaults,
});
