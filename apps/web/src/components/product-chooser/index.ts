export { ProductChooser, type ProductChooserProps } from './product-chooser';
export { GoodsStatusTag, goodsStatusCell, goodsStatusCellText } from './goods-status-tag';
export {
  GoodsTypeSelect,
  GOODS_TYPE_TREE_KEY,
  goodsTypeTree,
  useGoodsTypeTree,
  type GoodsTypeOption,
  type GoodsTypeSelectProps,
} from './goods-type-tree';
