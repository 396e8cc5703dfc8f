import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { GoodsDescriptionProps } from './goods-description.props';

export const GOODS_DESCRIPTION = 'goods-description';

export const goodsDescriptionDefaults: GoodsDescriptionProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, showTitle: true },
  data: {
    goodsDescribe:
      '<p><strong>产地直发</strong>：海拔 1200 米茶园，明前手工采摘。</p>' +
      '<ul><li>净含量：250g</li><li>保质期：18 个月</li></ul>' +
      `<p><img src="${sampleImage('详情', 1, 750, 400)}" alt=""></p>`,
    loading: false,
  },
};
