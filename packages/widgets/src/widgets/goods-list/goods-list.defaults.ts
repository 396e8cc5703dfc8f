import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { GoodsListProps } from './goods-list.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { GOODS_DISPLAYS, MAX_GOODS_COLUMNS } from './goods-list.constants';

export const GOODS_LIST = 'goods-list';
/** §5: column 1 gives the row layout (picture left, text right); other values are cards. */
export const GOODS_ROW_COLUMN = 1;
/** §9: default goods columns. */
export const DEFAULT_GOODS_COLUMNS = 3;

const SAMPLES = [
  ['精选坚果礼盒', '每日一包 营养均衡', 59.9, 79, 1280],
  ['有机纯牛奶 12盒', '牧场直供', 45.8, 0, 0],
  ['手冲咖啡豆 500g', '中度烘焙 香气浓郁', 68, 88, 356],
] as const;

export const goodsListDefaults: GoodsListProps = {
  style: defaultStyle({ background: '#f5f5f5', paddings: spacing(8, 8, 8, 8) }),
  params: {
    ...defaultCommonParams,
    display: 'list',
    column: DEFAULT_GOODS_COLUMNS,
    showPrice: true,
    showGoodsName: true,
    showSuggestedRetailPrice: true,
    showSalesNum: true,
    showSellingPoint: false,
  },
  data: {
    items: SAMPLES.map(([goodsName, sellingPoint, price, suggestedRetailPrice, goodsSales], i) => ({
      goodsId: i + 1,
      goodsName,
      sellingPoint,
      goodsSales,
      price,
      suggestedRetailPrice,
      goodsImg: sampleImage(goodsName.slice(0, 2), i, 300, 300),
    })),
  },
};
