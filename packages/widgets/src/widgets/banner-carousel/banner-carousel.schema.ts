import { defineWidgetSchema } from '../../core/schema-manifest';
import { BANNER_CAROUSEL, bannerCarouselDefaults } from './banner-carousel.defaults';
import { bannerCarouselProps } from './banner-carousel.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { bannerCarouselProps, type BannerCarouselProps } from './banner-carousel.props';

export const bannerCarouselSchema = defineWidgetSchema({
  type: BANNER_CAROUSEL,
  props: bannerCarouselProps,
  defaults: bannerCarouselDefaults,
});
