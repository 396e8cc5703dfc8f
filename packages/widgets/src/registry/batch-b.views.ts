// Batch B: view side of its widgets (no zod, no editor code). One line per widget.
import type { WidgetViewManifest } from '../core/view-manifest';
import { classTagStripView } from '../widgets/class-tag-strip/class-tag-strip.view';
import { articleListView } from '../widgets/article-list/article-list.view';
import { goodsListView } from '../widgets/goods-list/goods-list.view';
import { storeListView } from '../widgets/store-list/store-list.view';
import { brandListView } from '../widgets/brand-list/brand-list.view';
import { seckillListView } from '../widgets/seckill-list/seckill-list.view';
import { bargainCutListView } from '../widgets/bargain-cut-list/bargain-cut-list.view';
import { groupBuyListView } from '../widgets/group-buy-list/group-buy-list.view';
import { storeCardView } from '../widgets/store-card/store-card.view';
import { productSelectionStripView } from '../widgets/product-selection-strip/product-selection-strip.view';
import { seckillPanelView } from '../widgets/seckill-panel/seckill-panel.view';
import { hotGoodsBlockView } from '../widgets/hot-goods-block/hot-goods-block.view';

export const batchBViews: readonly WidgetViewManifest[] = [
  classTagStripView,
  articleListView,
  goodsListView,
  storeListView,
  brandListView,
  seckillListView,
  bargainCutListView,
  groupBuyListView,
  storeCardView,
  productSelectionStripView,
  seckillPanelView,
  hotGoodsBlockView,
];
