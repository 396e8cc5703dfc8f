// Batch A: view side of its widgets (no zod, no editor code). One line per widget.
import type { WidgetViewManifest } from '../core/view-manifest';
import { titleBarView } from '../widgets/title-bar/title-bar.view';
import { noticeBoardView } from '../widgets/notice-board/notice-board.view';
import { imageSliderView } from '../widgets/image-slider/image-slider.view';
import { bannerCarouselView } from '../widgets/banner-carousel/banner-carousel.view';
import { singleImageView } from '../widgets/single-image/single-image.view';
import { textTitleView } from '../widgets/text-title/text-title.view';
import { blankSpacerView } from '../widgets/blank-spacer/blank-spacer.view';
import { dividerLineView } from '../widgets/divider-line/divider-line.view';
import { couponBlockView } from '../widgets/coupon-block/coupon-block.view';
import { adPopupView } from '../widgets/ad-popup/ad-popup.view';
import { bottomTabBarView } from '../widgets/bottom-tab-bar/bottom-tab-bar.view';
import { navigationBarView } from '../widgets/navigation-bar/navigation-bar.view';

export const batchAViews: readonly WidgetViewManifest[] = [
  titleBarView,
  noticeBoardView,
  imageSliderView,
  bannerCarouselView,
  singleImageView,
  textTitleView,
  blankSpacerView,
  dividerLineView,
  couponBlockView,
  adPopupView,
  bottomTabBarView,
  navigationBarView,
];
