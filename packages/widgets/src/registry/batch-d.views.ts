// Batch D: view side of its widgets (no zod, no editor code). One line per widget.
import type { WidgetViewManifest } from '../core/view-manifest';
import { goodsInfoView } from '../widgets/goods-info/goods-info.view';
import { goodsPriceView } from '../widgets/goods-price/goods-price.view';
import { goodsNameView } from '../widgets/goods-name/goods-name.view';
import { goodsDescriptionView } from '../widgets/goods-description/goods-description.view';
import { goodsCommentListView } from '../widgets/goods-comment-list/goods-comment-list.view';
import { goodsPromotionCountdownView } from '../widgets/goods-promotion-countdown/goods-promotion-countdown.view';
import { goodsSlideImagesView } from '../widgets/goods-slide-images/goods-slide-images.view';
import { goodsServiceListView } from '../widgets/goods-service-list/goods-service-list.view';
import { goodsSpecificationsView } from '../widgets/goods-specifications/goods-specifications.view';
import { userHeaderCardView } from '../widgets/user-header-card/user-header-card.view';
import { orderShortcutBarView } from '../widgets/order-shortcut-bar/order-shortcut-bar.view';

export const batchDViews: readonly WidgetViewManifest[] = [
  goodsInfoView,
  goodsPriceView,
  goodsNameView,
  goodsDescriptionView,
  goodsCommentListView,
  goodsPromotionCountdownView,
  goodsSlideImagesView,
  goodsServiceListView,
  goodsSpecificationsView,
  userHeaderCardView,
  orderShortcutBarView,
];
