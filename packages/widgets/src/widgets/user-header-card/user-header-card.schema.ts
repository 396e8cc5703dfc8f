import { defineWidgetSchema } from '../../core/schema-manifest';
import { USER_HEADER_CARD, userHeaderCardDefaults } from './user-header-card.defaults';
import { userHeaderCardProps } from './user-header-card.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { userHeaderCardProps, type UserHeaderCardProps } from './user-header-card.props';

export const userHeaderCardSchema = defineWidgetSchema({
  type: USER_HEADER_CARD,
  props: userHeaderCardProps,
  defaults: userHeaderCardDefaults,
});
