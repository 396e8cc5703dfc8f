import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import {
  GOODS_PROMOTION_COUNTDOWN,
  goodsPromotionCountdownDefaults,
} from './goods-promotion-countdown.defaults';

export const goodsPromotionCountdownEditor = defineWidgetEditor({
  type: GOODS_PROMOTION_COUNTDOWN,
  label: 'widget.goodsPromotionCountdown',
  group: 'goods',
  defaults: goodsPromotionCountdownDefaults,
  fields: [
    ...commonFields,
    { path: 'data.name', control: 'text', label: 'goodsPromotionCountdown.name' },
    { path: 'data.endTime', control: 'text', label: 'goodsPromotionCountdown.endTime' },
  ],
});
