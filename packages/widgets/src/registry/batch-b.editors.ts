// Batch B: editor side of its widgets. One line per widget.
import type { WidgetEditorManifest } from '../core/editor-manifest';
import { classTagStripEditor } from '../widgets/class-tag-strip/class-tag-strip.editor';
import { articleListEditor } from '../widgets/article-list/article-list.editor';
import { goodsListEditor } from '../widgets/goods-list/goods-list.editor';
import { storeListEditor } from '../widgets/store-list/store-list.editor';
import { brandListEditor } from '../widgets/brand-list/brand-list.editor';
import { seckillListEditor } from '../widgets/seckill-list/seckill-list.editor';
import { bargainCutListEditor } from '../widgets/bargain-cut-list/bargain-cut-list.editor';
import { groupBuyListEditor } from '../widgets/group-buy-list/group-buy-list.editor';
import { storeCardEditor } from '../widgets/store-card/store-card.editor';
import { productSelectionStripEditor } from '../widgets/product-selection-strip/product-selection-strip.editor';
import { seckillPanelEditor } from '../widgets/seckill-panel/seckill-panel.editor';
import { hotGoodsBlockEditor } from '../widgets/hot-goods-block/hot-goods-block.editor';

export const batchBEditors: readonly WidgetEditorManifest[] = [
  classTagStripEditor,
  articleListEditor,
  goodsListEditor,
  storeListEditor,
  brandListEditor,
  seckillListEditor,
  bargainCutListEditor,
  groupBuyListEditor,
  storeCardEditor,
  productSelectionStripEditor,
  seckillPanelEditor,
  hotGoodsBlockEditor,
];
