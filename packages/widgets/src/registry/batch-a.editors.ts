// Batch A: editor side of its widgets. One line per widget.
import type { WidgetEditorManifest } from '../core/editor-manifest';
import { titleBarEditor } from '../widgets/title-bar/title-bar.editor';
import { noticeBoardEditor } from '../widgets/notice-board/notice-board.editor';
import { imageSliderEditor } from '../widgets/image-slider/image-slider.editor';
import { bannerCarouselEditor } from '../widgets/banner-carousel/banner-carousel.editor';
import { singleImageEditor } from '../widgets/single-image/single-image.editor';
import { textTitleEditor } from '../widgets/text-title/text-title.editor';
import { blankSpacerEditor } from '../widgets/blank-spacer/blank-spacer.editor';
import { dividerLineEditor } from '../widgets/divider-line/divider-line.editor';
import { couponBlockEditor } from '../widgets/coupon-block/coupon-block.editor';
import { adPopupEditor } from '../widgets/ad-popup/ad-popup.editor';
import { bottomTabBarEditor } from '../widgets/bottom-tab-bar/bottom-tab-bar.editor';
import { navigationBarEditor } from '../widgets/navigation-bar/navigation-bar.editor';

export const batchAEditors: readonly WidgetEditorManifest[] = [
  titleBarEditor,
  noticeBoardEditor,
  imageSliderEditor,
  bannerCarouselEditor,
  singleImageEditor,
  textTitleEditor,
  blankSpacerEditor,
  dividerLineEditor,
  couponBlockEditor,
  adPopupEditor,
  bottomTabBarEditor,
  navigationBarEditor,
];
