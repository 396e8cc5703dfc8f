import { defineWidgetSchema } from '../../core/schema-manifest';
import { NAVIGATION_BAR, navigationBarDefaults } from './navigation-bar.defaults';
import { navigationBarProps } from './navigation-bar.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { navItemSchema, navigationBarProps, type NavigationBarProps } from './navigation-bar.props';

export const navigationBarSchema = defineWidgetSchema({
  type: NAVIGATION_BAR,
  props: navigationBarProps,
  defaults: navigationBarDefaults,
});
