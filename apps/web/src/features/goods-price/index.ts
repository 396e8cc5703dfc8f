export { GoodsSkuEditor } from '../../components/goods-sku-editor';
