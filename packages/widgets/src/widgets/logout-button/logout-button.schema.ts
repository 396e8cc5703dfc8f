import { defineWidgetSchema } from '../../core/schema-manifest';
import { LOGOUT_BUTTON, logoutButtonDefaults } from './logout-button.defaults';
import { logoutButtonProps } from './logout-button.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { logoutButtonProps, type LogoutButtonProps } from './logout-button.props';

export const logoutButtonSchema = defineWidgetSchema({
  type: LOGOUT_BUTTON,
  props: logoutButtonProps,
  defaults: logoutButtonDefaults,
});
