import { defaultCommonParams, defaultStyle, defaultTitleBar, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { ProductSelectionStripProps } from './product-selection-strip.props';

export const PRODUCT_SELECTION_STRIP = 'product-selection-strip';

/** §9: product selection image default 100x100, radius 5. */
export const SELECTION_IMAGE_SIZE = 100;
export const SELECTION_IMAGE_RADIUS = 5;

const SAMPLES = [
  ['云南小粒咖啡', 39.9],
  ['手工曲奇', 25],
  ['冻干草莓', 18.8],
  ['燕麦牛奶', 12.5],
  ['黑巧克力', 29],
] as const;

export const productSelectionStripDefaults: ProductSelectionStripProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(0, 10, 10, 10) }),
  params: {
    ...defaultCommonParams,
    title: defaultTitleBar({ text: '为你精选' }),
    goodsNameShow: true,
    priceShow: true,
    imageWidth: SELECTION_IMAGE_SIZE,
    imageHeight: SELECTION_IMAGE_SIZE,
    imageRadius: SELECTION_IMAGE_RADIUS,
  },
  data: {
    items: SAMPLES.map(([goodsName, price], i) => ({
      id: i + 1,
      goodsName,
      fullLink: { kind: 'goodsDetail', goodsId: i + 1 },
      goodsImg: sampleImage(goodsName.slice(0, 2), i, 200, 200),
      price,
    })),
  },
};
