import { defineWidgetSchema } from '../../core/schema-manifest';
import { TOP_NAV_BAR, topNavBarDefaults } from './top-nav-bar.defaults';
import { topNavBarProps } from './top-nav-bar.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { topNavBarProps, type TopNavBarProps } from './top-nav-bar.props';

export const topNavBarSchema = defineWidgetSchema({
  type: TOP_NAV_BAR,
  props: topNavBarProps,
  defaults: topNavBarDefaults,
});
