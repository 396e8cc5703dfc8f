import { defineWidgetSchema } from '../../core/schema-manifest';
import { FLOATING_MENU, floatingMenuDefaults } from './floating-menu.defaults';
import { floatingMenuProps } from './floating-menu.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  floatingButtonSchema,
  floatingMenuProps,
  type FloatingMenuProps,
} from './floating-menu.props';

export const floatingMenuSchema = defineWidgetSchema({
  type: FLOATING_MENU,
  props: floatingMenuProps,
  defaults: floatingMenuDefaults,
});
