import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { BANNER_CAROUSEL, bannerCarouselDefaults } from './banner-carousel.defaults';

/** §3 Banner: the common style and items carrying imgUrl. */
export const bannerCarouselProps = widgetProps({
  params: {},
  data: { items: z.array(z.object({ imgUrl: mediaUrlSchema })).max(10) },
});
export type BannerCarouselProps = z.output<typeof bannerCarouselProps>;

export const bannerCarouselSchema = defineWidgetSchema({
  type: BANNER_CAROUSEL,
  props: bannerCarouselProps,
  defaults: bannerCarouselDefaults,
});
