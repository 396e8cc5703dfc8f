import { defineWidgetSchema } from '../../core/schema-manifest';
import { CLASS_TAG_STRIP, classTagStripDefaults } from './class-tag-strip.defaults';
import { classTagStripProps } from './class-tag-strip.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  classTagSchema,
  classTagStripProps,
  type ClassTagStripProps,
} from './class-tag-strip.props';

export const classTagStripSchema = defineWidgetSchema({
  type: CLASS_TAG_STRIP,
  props: classTagStripProps,
  defaults: classTagStripDefaults,
});
