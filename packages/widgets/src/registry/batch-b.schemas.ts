// Batch B: schema side of its widgets (no React). One line per widget.
import type { WidgetSchemaManifest } from '../core/schema-manifest';
import { classTagStripSchema } from '../widgets/class-tag-strip/class-tag-strip.schema';
import { articleListSchema } from '../widgets/article-list/article-list.schema';
import { goodsListSchema } from '../widgets/goods-list/goods-list.schema';
import { storeListSchema } from '../widgets/store-list/store-list.schema';
import { brandListSchema } from '../widgets/brand-list/brand-list.schema';
import { seckillListSchema } from '../widgets/seckill-list/seckill-list.schema';
import { bargainCutListSchema } from '../widgets/bargain-cut-list/bargain-cut-list.schema';
import { groupBuyListSchema } from '../widgets/group-buy-list/group-buy-list.schema';
import { storeCardSchema } from '../widgets/store-card/store-card.schema';
import { productSelectionStripSchema } from '../widgets/product-selection-strip/product-selection-strip.schema';
import { seckillPanelSchema } from '../widgets/seckill-panel/seckill-panel.schema';
import { hotGoodsBlockSchema } from '../widgets/hot-goods-block/hot-goods-block.schema';

export const batchBSchemas: readonly WidgetSchemaManifest[] = [
  classTagStripSchema,
  articleListSchema,
  goodsListSchema,
  storeListSchema,
  brandListSchema,
  seckillListSchema,
  bargainCutListSchema,
  groupBuyListSchema,
  storeCardSchema,
  productSelectionStripSchema,
  seckillPanelSchema,
  hotGoodsBlockSchema,
];
