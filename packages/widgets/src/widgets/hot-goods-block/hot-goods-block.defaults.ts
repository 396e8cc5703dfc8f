import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { HotGoodsBlockProps } from './hot-goods-block.schema';

export const HOT_GOODS_BLOCK = 'hot-goods-block';

/** §9: the hot block has 2 groups. */
export const HOT_GOODS_GROUPS = 2;
/** Goods shown side by side in a group. */
export const HOT_GOODS_PER_GROUP = 2;

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
        items: [goods('网红零食', 3, '#f5222d'), goods('鲜榨果汁', 1, '#f5222d')],
      },
      {
        title: '新品首发',
        secondTitle: '抢先尝鲜',
        items: [goods('当季水果', 2, '#fa8c16'), goods('手工面包', 5, '#fa8c16')],
      },
    ],
  },
};
