import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import {
  MAX_WATERFALL_GOODS,
  MAX_WATERFALL_SWIPERS,
  WATERFALL_FEED,
  waterfallFeedDefaults,
} from './waterfall-feed.defaults';
import { WATERFALL_MAX_HEIGHT } from './waterfall-feed.layout';

const titleOn = { path: 'params.title.show', equals: true } as const;
const swiperOn = { path: 'params.swiper.show', equals: true } as const;

export const waterfallFeedEditor = defineWidgetEditor({
  type: WATERFALL_FEED,
  label: 'widget.waterfallFeed',
  group: 'goods',
  defaults: waterfallFeedDefaults,
  fields: [
    ...commonFields,
    { path: 'params.title.show', control: 'switch', label: 'titleBar.show' },
    { path: 'params.title.text', control: 'text', label: 'titleBar.text', visibleWhen: titleOn },
    { path: 'params.title.icon', control: 'icon', label: 'field.icon', visibleWhen: titleOn },
    { path: 'params.title.image', control: 'image', label: 'titleBar.image', visibleWhen: titleOn },
    { path: 'params.swiper.show', control: 'switch', label: 'waterfallFeed.swiperShow' },
    {
      path: 'params.swiper.height',
      control: 'number',
      label: 'waterfallFeed.swiperHeight',
      min: 50,
      max: WATERFALL_MAX_HEIGHT,
      unit: 'px',
      visibleWhen: swiperOn,
    },
    {
      path: 'params.swiper.autoPlay',
      control: 'switch',
      label: 'waterfallFeed.swiperAutoPlay',
      visibleWhen: swiperOn,
    },
    {
      path: 'params.swiper.interval',
      control: 'number',
      label: 'waterfallFeed.swiperInterval',
      min: 500,
      max: 60_000,
      step: 500,
      unit: 'ms',
      visibleWhen: swiperOn,
    },
    {
      path: 'data.swipers',
      control: 'list',
      label: 'waterfallFeed.swipers',
      maxItems: MAX_WATERFALL_SWIPERS,
      newItem: { imgUrl: '' },
      item: [{ path: 'imgUrl', control: 'image', label: 'field.image' }],
    },
    { path: 'params.goods.showTag', control: 'switch', label: 'waterfallFeed.showTag' },
    {
      path: 'data.goodsList',
      control: 'list',
      label: 'waterfallFeed.goodsList',
      maxItems: MAX_WATERFALL_GOODS,
      newItem: {
        goodsId: 1,
        goodsImg: '',
        goodsName: '',
        sellPoint: '',
        price: 0,
        expressTag: false,
        scoreTag: false,
        vipTag: false,
      },
      item: [
        { path: 'goodsImg', control: 'image', label: 'field.image' },
        { path: 'goodsName', control: 'text', label: 'waterfallFeed.goodsName' },
        { path: 'sellPoint', control: 'text', label: 'waterfallFeed.sellPoint' },
        { path: 'price', control: 'number', label: 'waterfallFeed.price', min: 0, step: 0.01 },
        { path: 'expressTag', control: 'switch', label: 'waterfallFeed.expressTagLabel' },
        { path: 'scoreTag', control: 'switch', label: 'waterfallFeed.scoreTagLabel' },
        { path: 'vipTag', control: 'switch', label: 'waterfallFeed.vipTagLabel' },
      ],
    },
  ],
});
