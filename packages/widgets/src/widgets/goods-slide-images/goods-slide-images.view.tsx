import { WidgetBlock } from '../../core/block';
import { CarouselTrack } from '../../core/carousel-track';
import { useCarousel } from '../../core/hooks';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate } from '../goods-info/goods-detail';
import {
  GOODS_SLIDE_DURATION_MS,
  GOODS_SLIDE_IMAGES,
  GOODS_SLIDE_INTERVAL_MS,
  goodsSlideImagesDefaults,
} from './goods-slide-images.defaults';
import type { GoodsSlideImagesProps } from './goods-slide-images.schema';

/** The goods pictures at the top of its detail page: 4000 ms apart, 800 ms slides (§9). */
export const GoodsSlideImagesView = ({
  style,
  params,
  data,
}: WidgetViewProps<GoodsSlideImagesProps>) => {
  const t = useWidgetText();
  const { index, select } = useCarousel(
    data.images.length,
    params.autoplay && !data.loading ? GOODS_SLIDE_INTERVAL_MS : null,
  );
  if (data.images.length === 0) return null;
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock itemStyle={style} css={{ height: style.height > 0 ? style.height : 375 }}>
        <CarouselTrack
          slides={data.images}
          index={index}
          onSelect={select}
          duration={GOODS_SLIDE_DURATION_MS}
        />
        <span
          data-slide-counter
          aria-hidden="true"
          style={{
            position: 'absolute',
            right: 10,
            bottom: 10,
            padding: '2px 8px',
            borderRadius: 10,
            background: 'rgba(0,0,0,0.4)',
            color: '#fff',
            fontSize: 11,
          }}
        >
          {t('goodsSlideImages.counter', { index: index + 1, total: data.images.length })}
        </span>
      </WidgetBlock>
    </DataGate>
  );
};

export const goodsSlideImagesView = defineWidgetView({
  type: GOODS_SLIDE_IMAGES,
  view: GoodsSlideImagesView,
  defaults: goodsSlideImagesDefaults,
});
