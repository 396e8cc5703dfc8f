export { GoodsSkuEditor } from './goods-sku-editor';
