import { defineWidgetSchema } from '../../core/schema-manifest';
import { BARGAIN_CUT_LIST, bargainCutListDefaults } from './bargain-cut-list.defaults';
import { bargainCutListProps } from './bargain-cut-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  bargainCutItemSchema,
  bargainCutListProps,
  type BargainCutListProps,
} from './bargain-cut-list.props';

export const bargainCutListSchema = defineWidgetSchema({
  type: BARGAIN_CUT_LIST,
  props: bargainCutListProps,
  defaults: bargainCutListDefaults,
});
