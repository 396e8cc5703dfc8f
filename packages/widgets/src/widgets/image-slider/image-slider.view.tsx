import { WidgetBlock } from '../../core/block';
import { CarouselTrack } from '../../core/carousel-track';
import { useCarousel } from '../../core/hooks';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { IMAGE_SLIDER, imageSliderDefaults } from './image-slider.defaults';
import type { ImageSliderProps } from './image-slider.schema';

/** §4: autoplay advances cyclically; clicking an item sets the index and restarts autoplay. */
export const ImageSliderView = ({ style, params, data }: WidgetViewProps<ImageSliderProps>) => {
  const { index, select } = useCarousel(data.items.length, params.autoplay);
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <CarouselTrack slides={data.items} index={index} onSelect={select} />
    </WidgetBlock>
  );
};

export const imageSliderView = defineWidgetView({
  type: IMAGE_SLIDER,
  view: ImageSliderView,
  defaults: imageSliderDefaults,
});
