import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { HotGoodsBlockProps } from './hot-goods-block.props';
import { ACCENT_ORANGE, PRICE_RED } from '../../core/colours';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { HOT_GOODS_GROUPS, HOT_GOODS_PER_GROUP } from './hot-goods-block.constants';

export const HOT_GOODS_BLOCK = 'hot-goods-block';

const goods = (goodsName: string, index: number, textColor: string) => ({
  goodsName,
  goodsImage: sampleImage(goodsName.slice(0, 2), index, 200, 200),
  textColor,
  textFontSize: 12,
});

export const hotGoodsBlockDefaults: HotGoodsBlockProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 10, 10, 10) }),
  params: { ...defaultCommonParams },
  data: {
    groups: [
      {
        title: '热销榜单',
        secondTitle: '大家都在买',
        items: [goods('网红零食', 3, PRICE_RED), goods('鲜榨果汁', 1, PRICE_RED)],
      },
      {
        title: '新品首发',
        secondTitle: '抢先尝鲜',
        items: [goods('当季水果', 2, ACCENT_ORANGE), goods('手工面包', 5, ACCENT_ORANGE)],
      },
    ],
  },
};
