// Batch D: editor side of its widgets. One line per widget.
import type { WidgetEditorManifest } from '../core/editor-manifest';
import { goodsInfoEditor } from '../widgets/goods-info/goods-info.editor';
import { goodsPriceEditor } from '../widgets/goods-price/goods-price.editor';
import { goodsNameEditor } from '../widgets/goods-name/goods-name.editor';
import { goodsDescriptionEditor } from '../widgets/goods-description/goods-description.editor';
import { goodsCommentListEditor } from '../widgets/goods-comment-list/goods-comment-list.editor';
import { goodsPromotionCountdownEditor } from '../widgets/goods-promotion-countdown/goods-promotion-countdown.editor';
import { goodsSlideImagesEditor } from '../widgets/goods-slide-images/goods-slide-images.editor';
import { goodsServiceListEditor } from '../widgets/goods-service-list/goods-service-list.editor';
import { goodsSpecificationsEditor } from '../widgets/goods-specifications/goods-specifications.editor';
import { userHeaderCardEditor } from '../widgets/user-header-card/user-header-card.editor';
import { orderShortcutBarEditor } from '../widgets/order-shortcut-bar/order-shortcut-bar.editor';

export const batchDEditors: readonly WidgetEditorManifest[] = [
  goodsInfoEditor,
  goodsPriceEditor,
  goodsNameEditor,
  goodsDescriptionEditor,
  goodsCommentListEditor,
  goodsPromotionCountdownEditor,
  goodsSlideImagesEditor,
  goodsServiceListEditor,
  goodsSpecificationsEditor,
  userHeaderCardEditor,
  orderShortcutBarEditor,
];
