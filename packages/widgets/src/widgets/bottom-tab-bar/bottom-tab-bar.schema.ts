import { defineWidgetSchema } from '../../core/schema-manifest';
import { BOTTOM_TAB_BAR, bottomTabBarDefaults } from './bottom-tab-bar.defaults';
import { bottomTabBarProps } from './bottom-tab-bar.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  tabItemSchema,
  type TabItem,
  bottomTabBarProps,
  type BottomTabBarProps,
} from './bottom-tab-bar.props';

export const bottomTabBarSchema = defineWidgetSchema({
  type: BOTTOM_TAB_BAR,
  props: bottomTabBarProps,
  defaults: bottomTabBarDefaults,
});
