import { defineWidgetSchema } from '../../core/schema-manifest';
import { SEARCH_BAR, searchBarDefaults } from './search-bar.defaults';
import { searchBarProps } from './search-bar.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { searchBarProps, type SearchBarProps } from './search-bar.props';

export const searchBarSchema = defineWidgetSchema({
  type: SEARCH_BAR,
  props: searchBarProps,
  defaults: searchBarDefaults,
});
