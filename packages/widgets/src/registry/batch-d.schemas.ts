// Batch D: schema side of its widgets (no React). One line per widget.
import type { WidgetSchemaManifest } from '../core/schema-manifest';
import { goodsInfoSchema } from '../widgets/goods-info/goods-info.schema';
import { goodsPriceSchema } from '../widgets/goods-price/goods-price.schema';
import { goodsNameSchema } from '../widgets/goods-name/goods-name.schema';
import { goodsDescriptionSchema } from '../widgets/goods-description/goods-description.schema';
import { goodsCommentListSchema } from '../widgets/goods-comment-list/goods-comment-list.schema';
import { goodsPromotionCountdownSchema } from '../widgets/goods-promotion-countdown/goods-promotion-countdown.schema';
import { goodsSlideImagesSchema } from '../widgets/goods-slide-images/goods-slide-images.schema';
import { goodsServiceListSchema } from '../widgets/goods-service-list/goods-service-list.schema';
import { goodsSpecificationsSchema } from '../widgets/goods-specifications/goods-specifications.schema';
import { userHeaderCardSchema } from '../widgets/user-header-card/user-header-card.schema';
import { orderShortcutBarSchema } from '../widgets/order-shortcut-bar/order-shortcut-bar.schema';

export const batchDSchemas: readonly WidgetSchemaManifest[] = [
  goodsInfoSchema,
  goodsPriceSchema,
  goodsNameSchema,
  goodsDescriptionSchema,
  goodsCommentListSchema,
  goodsPromotionCountdownSchema,
  goodsSlideImagesSchema,
  goodsServiceListSchema,
  goodsSpecificationsSchema,
  userHeaderCardSchema,
  orderShortcutBarSchema,
];
