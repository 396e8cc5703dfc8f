import { defineWidgetSchema } from '../../core/schema-manifest';
import {
  PRODUCT_SELECTION_STRIP,
  productSelectionStripDefaults,
} from './product-selection-strip.defaults';
import { productSelectionStripProps } from './product-selection-strip.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  selectionItemSchema,
  productSelectionStripProps,
  type ProductSelectionStripProps,
} from './product-selection-strip.props';

export const productSelectionStripSchema = defineWidgetSchema({
  type: PRODUCT_SELECTION_STRIP,
  props: productSelectionStripProps,
  defaults: productSelectionStripDefaults,
});
