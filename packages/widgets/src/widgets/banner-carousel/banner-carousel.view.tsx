import { WidgetBlock } from '../../core/block';
import { CarouselTrack } from '../../core/carousel-track';
import { useCarousel } from '../../core/hooks';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import {
  BANNER_CAROUSEL,
  BANNER_DEFAULT_HEIGHT,
  BANNER_INTERVAL_MS,
  bannerCarouselDefaults,
} from './banner-carousel.defaults';
import type { BannerCarouselProps } from './banner-carousel.schema';

export const BannerCarouselView = ({ style, data }: WidgetViewProps<BannerCarouselProps>) => {
  const { index, select } = useCarousel(data.items.length, BANNER_INTERVAL_MS);
  if (data.items.length === 0) return null;
  // A banner always has a height: 0 (content height) falls back to the default 130.
  const itemStyle = style.height > 0 ? style : { ...style, height: BANNER_DEFAULT_HEIGHT };
  return (
    <WidgetBlock itemStyle={itemStyle}>
      <CarouselTrack
        slides={data.items.map((item) => ({ image: item.imgUrl }))}
        index={index}
        onSelect={select}
      />
    </WidgetBlock>
  );
};

export const bannerCarouselView = defineWidgetView({
  type: BANNER_CAROUSEL,
  view: BannerCarouselView,
  defaults: bannerCarouselDefaults,
});
