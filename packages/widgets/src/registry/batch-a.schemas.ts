// Batch A: schema side of its widgets (no React). One line per widget.
import type { WidgetSchemaManifest } from '../core/schema-manifest';
import { titleBarSchema } from '../widgets/title-bar/title-bar.schema';
import { noticeBoardSchema } from '../widgets/notice-board/notice-board.schema';
import { imageSliderSchema } from '../widgets/image-slider/image-slider.schema';
import { bannerCarouselSchema } from '../widgets/banner-carousel/banner-carousel.schema';
import { singleImageSchema } from '../widgets/single-image/single-image.schema';
import { textTitleSchema } from '../widgets/text-title/text-title.schema';
import { blankSpacerSchema } from '../widgets/blank-spacer/blank-spacer.schema';
import { dividerLineSchema } from '../widgets/divider-line/divider-line.schema';
import { couponBlockSchema } from '../widgets/coupon-block/coupon-block.schema';
import { adPopupSchema } from '../widgets/ad-popup/ad-popup.schema';
import { bottomTabBarSchema } from '../widgets/bottom-tab-bar/bottom-tab-bar.schema';
import { navigationBarSchema } from '../widgets/navigation-bar/navigation-bar.schema';

export const batchASchemas: readonly WidgetSchemaManifest[] = [
  titleBarSchema,
  noticeBoardSchema,
  imageSliderSchema,
  bannerCarouselSchema,
  singleImageSchema,
  textTitleSchema,
  blankSpacerSchema,
  dividerLineSchema,
  couponBlockSchema,
  adPopupSchema,
  bottomTabBarSchema,
  navigationBarSchema,
];
